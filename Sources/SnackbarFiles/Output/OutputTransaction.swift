#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes several files all or nothing.
///
/// ``stage(_:at:)`` writes each file's content to a new temporary file beside its destination
/// (same folder, so the final rename is atomic) and, with ``Durability/eachFile``, flushes it to
/// disk; ``commit()`` renames them
/// all into place once every one is complete. ``abort()`` (also what happens when a transaction
/// is dropped uncommitted) removes the temporary files and the folders the transaction created,
/// so a failed command leaves the disk as it found it.
///
/// A whole folder can be an output too (``stageFolder(at:)``: `play --frames` writes thousands of
/// frames): it is filled in a new hidden folder beside its destination and swapped into place at
/// the commit in one step, so a shorter run never leaves an earlier run's extra files beside its
/// own; the old folder is removed afterwards.
///
/// The renames of a commit happen one after another; if one fails, the files already renamed are
/// put back from hard-linked copies of the old ones (made just before), and swapped folders are
/// swapped back, so the outputs are still all old. Where the file system has no hard links, a
/// failure at that point can leave some outputs new. Destinations must be regular files, links
/// (replaced themselves, never written through) or new paths (``OutputTarget``), or folders or
/// new paths for a staged folder.
package final class OutputTransaction {
  /// When the staged content reaches the disk.
  package enum Durability: Sendable {
    /// fsync(2) on each file before it is renamed into place, so a crash cannot leave a renamed
    /// file empty or partial (the rename itself reaches the disk with the folder, which the
    /// system writes back within seconds). One command's few files.
    case eachFile
    /// No fsync: readers still see the old file or the whole new one (the rename is atomic),
    /// but a crash before the caller's ``FileSystem/synchronizeFileSystem(containing:)`` may
    /// leave a new file empty. A batch of thousands of files, where an fsync per file costs
    /// more than drawing it and one syncfs(2) at the end gives the same guarantee for the run.
    case deferred
  }

  /// A file whose content is complete and waits for the commit.
  private struct Staged {
    let target: OutputTarget
    let temporary: BytePath
  }

  /// A folder being filled, which takes the place of its destination at the commit.
  private struct StagedFolder {
    let target: OutputTarget
    let temporary: BytePath
  }

  /// A folder put in place by the commit, and where the folder it replaced went (if one did).
  private struct SwappedFolder {
    let staged: StagedFolder
    /// The old folder, now under a hidden name, to remove after the commit; nil when none was there.
    let old: BytePath?
    /// Whether the swap was one renameat2 exchange (so undoing it is another).
    let exchanged: Bool
  }

  private let writer: FileWriter
  private let durability: Durability
  private var staged: [Staged] = []
  private var stagedFolders: [StagedFolder] = []
  private var createdDirectories: [BytePath] = []
  private var isFinished = false

  /// A transaction writing through `writer` (write(2) unless a test binds another).
  package init(writer: FileWriter = FileWriter.current, durability: Durability = .eachFile) {
    self.writer = writer
    self.durability = durability
  }

  deinit {
    if !isFinished { abort() }
  }

  /// The destinations staged so far, as given.
  package var destinations: [BytePath] { staged.map(\.target.destination) }

  /// Stages `bytes` as the new content of `destination`.
  /// - Throws: ``FileSystemError`` naming `destination`; nothing staged before is affected.
  package func stage(_ bytes: [UInt8], at destination: BytePath) throws(FileSystemError) {
    try stage(at: destination) { sink throws(FileSystemError) in try sink.write(bytes) }
  }

  /// Stages whatever `produce` writes to the sink it is given as the new content of
  /// `destination`. If `produce` throws, its error is rethrown as it is and nothing is staged.
  /// - Throws: ``FileSystemError`` naming `destination`, or what `produce` threw.
  package func stage(
    at destination: BytePath, _ produce: (AtomicFileSink) throws(FileSystemError) -> Void
  ) throws(FileSystemError) {
    try stage(at: destination, fileErrors: { $0 }, produce)
  }

  /// Stages whatever `produce` writes to the sink it is given as the new content of
  /// `destination`, for a producer that fails in its own way too (a drawing that fails, an input
  /// that turns out bad): its error comes out as it is, and nothing is staged. The transaction's
  /// own file errors (and the sink's, which `produce` words itself) come out through
  /// `fileErrors`, so both travel as one typed error.
  /// - Throws: `fileErrors` of a ``FileSystemError`` naming `destination`, or what `produce`
  ///   threw.
  package func stage<Failure: Error>(
    at destination: BytePath, fileErrors: (FileSystemError) -> Failure,
    _ produce: (AtomicFileSink) throws(Failure) -> Void
  ) throws(Failure) {
    precondition(!isFinished, "stage after commit or abort")
    let descriptor: Int32
    let temporary: BytePath
    let target: OutputTarget
    do throws(FileSystemError) {
      target = try OutputTarget.check(destination)
      try createDirectories(target)
      (descriptor, temporary) = try createTemporaryFile(for: target)
    } catch {
      throw fileErrors(error)
    }
    func discard() {
      close(descriptor)
      FileSystem.removeFile(temporary)
      PendingOutputs.forget(files: [temporary], directories: [])
    }
    do throws(Failure) {
      try produce(AtomicFileSink(descriptor: descriptor, destination: destination, writer: writer))
    } catch {
      discard()
      throw error
    }
    // A replaced file keeps its permissions, as it would if it were overwritten in place; a
    // replaced link's own bits (0777) are no file's.
    if let existing = target.existing, existing.kind == .regular {
      fchmod(descriptor, mode_t(existing.permissions))
    }
    guard durability == .deferred || fsync(descriptor) == 0 else {
      let reason = SystemError.last
      discard()
      throw fileErrors(FileSystemError(.write, destination, reason))
    }
    guard close(descriptor) == 0 else {
      let reason = SystemError.last
      FileSystem.removeFile(temporary)
      PendingOutputs.forget(files: [temporary], directories: [])
      throw fileErrors(FileSystemError(.write, destination, reason))
    }
    staged.append(Staged(target: target, temporary: temporary))
  }

  /// Creates a new, empty hidden folder beside `destination` (`.NAME.tmp-XXXXXXXX`) for the
  /// caller to fill with ``stage(_:named:inFolder:)``; the commit puts it in place of
  /// `destination`, replacing the folder there (if any) as a unit. The folder is recorded for
  /// ``PendingOutputs`` as one entry: a signal removes it with everything in it.
  /// - Returns: the staged folder's path.
  /// - Throws: ``FileSystemError`` naming `destination`: a file or a link is there, or the folder
  ///   above cannot take new entries.
  package func stageFolder(at destination: BytePath) throws(FileSystemError) -> BytePath {
    precondition(!isFinished, "stage after commit or abort")
    let target = try OutputTarget.checkFolder(destination)
    try createDirectories(target)
    while true {
      let temporary = target.path.parent.appending(Self.siblingName(of: target.path, tag: "tmp"))
      do {
        try PendingOutputs.withEntries(interrupted: SystemError(code: EINTR)) { (entries) throws(SystemError) in
          try FileSystem.makeDirectory(temporary)
          entries.folders.insert(temporary)
        }
        stagedFolders.append(StagedFolder(target: target, temporary: temporary))
        return temporary
      } catch  where error.code == EEXIST {
        continue
      } catch {
        throw FileSystemError(.createTemporaryFile, destination, folder: target.path.parent, error)
      }
    }
  }

  /// Writes `bytes` as the file `name` in `folder`, a folder from ``stageFolder(at:)``. The file
  /// is not flushed on its own: with ``Durability/eachFile`` the commit flushes the file system
  /// once before it swaps the folder in (one syncfs(2) rather than an fsync per frame).
  /// - Throws: ``FileSystemError`` naming the file under the folder's destination.
  package func stage(_ bytes: [UInt8], named name: [UInt8], inFolder folder: BytePath) throws(FileSystemError) {
    precondition(!isFinished, "stage after commit or abort")
    guard let staging = stagedFolders.first(where: { $0.temporary == folder }) else {
      preconditionFailure("\(folder) is not a folder this transaction staged")
    }
    let shown = staging.target.destination.appending(name)
    let path = folder.appending(name)
    let descriptor: Int32?
    do {
      // Created inside the critical section, so a signal that has removed the folder is seen
      // (EINTR) rather than leaving one new file behind in it.
      descriptor = try PendingOutputs.withEntries(interrupted: SystemError(code: EINTR)) { _ throws(SystemError) in
        try FileSystem.createNewFile(path)
      }
    } catch {
      throw FileSystemError(.createTemporaryFile, shown, folder: folder, error)
    }
    guard let descriptor else {
      throw FileSystemError(.createTemporaryFile, shown, folder: folder, SystemError(code: EEXIST))
    }
    do throws(FileSystemError) {
      try AtomicFileSink(descriptor: descriptor, destination: shown, writer: writer).write(bytes)
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else {
      throw FileSystemError(.write, shown, .last)
    }
  }

  /// Renames every staged file into place.
  ///
  /// The renames run as one step for ``PendingOutputs``: a signal arriving meanwhile is handled
  /// after the last rename (or the restore after a failed one), so the outputs are never a mix.
  /// `whenInPlace` runs in that same step once every file is in place, so whatever it counts is
  /// counted before a signal's handling can look (a batch's summary counts exactly the lines whose
  /// files it leaves); it must be quick and take no lock but its own.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/replace``) naming the destination that failed;
  ///   the transaction is then aborted and the outputs are as they were.
  package func commit(whenInPlace: () -> Void = {}) throws(FileSystemError) {
    precondition(!isFinished, "commit after commit or abort")
    let interrupted = FileSystemError(
      .replace, path: staged.first?.target.destination.description ?? "", reason: .system(errno: EINTR))
    var swapped: [SwappedFolder] = []
    do throws(FileSystemError) {
      if durability == .eachFile, let first = stagedFolders.first {
        do {
          try FileSystem.synchronizeFileSystem(containing: [first.temporary])
        } catch {
          throw FileSystemError(.write, first.target.destination, reason: error.reason)
        }
      }
      try PendingOutputs.withEntries(interrupted: interrupted) { (entries) throws(FileSystemError) in
        swapped = try swapFolders(recordingIn: &entries)
        do throws(FileSystemError) {
          try renameAll(recordingIn: &entries)
        } catch {
          unswap(swapped, entries: &entries)
          throw error
        }
        whenInPlace()
      }
    } catch {
      abort()
      throw error
    }
    // The replaced folders are garbage now; they stay recorded until removed, so a signal in the
    // middle of removing thousands of old frames still removes the rest.
    for old in swapped.compactMap(\.old) {
      FileSystem.removeFolderOfFiles(old)
      PendingOutputs.forget(folder: old)
    }
  }

  /// Puts every staged folder in place of its destination: swapped with the folder there in one
  /// step (renameat2 exchange) when there is one, else renamed. A folder already put in place is
  /// swapped back if a later one fails.
  private func swapFolders(recordingIn entries: inout PendingOutputs.Entries) throws(FileSystemError)
    -> [SwappedFolder]
  {
    var swapped: [SwappedFolder] = []
    for folder in stagedFolders {
      do throws(SystemError) {
        swapped.append(try swap(folder, entries: &entries))
      } catch {
        unswap(swapped, entries: &entries)
        throw FileSystemError(.replace, folder.target.destination, error)
      }
    }
    return swapped
  }

  /// One folder into place; see ``swapFolders(recordingIn:)``.
  private func swap(_ folder: StagedFolder, entries: inout PendingOutputs.Entries) throws(SystemError) -> SwappedFolder
  {
    let destination = folder.target.path
    guard (try FileSystem.systemStatus(of: destination, followingLinks: false)) != nil else {
      try FileSystem.rename(folder.temporary, to: destination)
      entries.folders.remove(folder.temporary)
      return SwappedFolder(staged: folder, old: nil, exchanged: false)
    }
    do {
      try FileSystem.exchange(folder.temporary, destination)
      // The hidden name now holds the old folder, still recorded, so it is removed either way.
      return SwappedFolder(staged: folder, old: folder.temporary, exchanged: true)
    } catch  where error.code == EINVAL || error.code == ENOSYS || error.code == ENOTSUP {
      // No exchange here: two renames, with a moment in which the folder is missing.
      let old = destination.parent.appending(Self.siblingName(of: destination, tag: "old"))
      try FileSystem.rename(destination, to: old)
      entries.folders.insert(old)
      do {
        try FileSystem.rename(folder.temporary, to: destination)
      } catch {
        try? FileSystem.rename(old, to: destination)
        entries.folders.remove(old)
        throw error
      }
      entries.folders.remove(folder.temporary)
      return SwappedFolder(staged: folder, old: old, exchanged: false)
    }
  }

  /// Undoes ``swapFolders(recordingIn:)``: the old folders back in place, the new ones back under
  /// their hidden names (still recorded, so the abort removes them).
  private func unswap(_ swapped: [SwappedFolder], entries: inout PendingOutputs.Entries) {
    for folder in swapped.reversed() {
      let destination = folder.staged.target.path
      if folder.exchanged {
        try? FileSystem.exchange(folder.staged.temporary, destination)
        continue
      }
      guard (try? FileSystem.rename(destination, to: folder.staged.temporary)) != nil else { continue }
      entries.folders.insert(folder.staged.temporary)
      if let old = folder.old, (try? FileSystem.rename(old, to: destination)) != nil {
        entries.folders.remove(old)
      }
    }
  }

  /// The renames of ``commit()``, with `entries` held: backups are recorded while they exist, and
  /// the renamed files and the folders made for them are forgotten once all are in place.
  private func renameAll(recordingIn entries: inout PendingOutputs.Entries) throws(FileSystemError) {
    var renamed: [(staged: Staged, backup: BytePath?)] = []
    for file in staged {
      let backup = file.target.existing == nil ? nil : makeBackup(of: file.target.path)
      if let backup { entries.files.insert(backup) }
      do {
        try FileSystem.rename(file.temporary, to: file.target.path)
      } catch {
        if let backup {
          FileSystem.removeFile(backup)
          entries.files.remove(backup)
        }
        restore(renamed, entries: &entries)
        throw FileSystemError(.replace, file.target.destination, error)
      }
      renamed.append((file, backup))
    }
    for case let backup? in renamed.map(\.backup) {
      FileSystem.removeFile(backup)
      entries.files.remove(backup)
    }
    entries.forget(files: staged.map(\.temporary), directories: createdDirectories)
    staged = []
    stagedFolders = []
    createdDirectories = []
    isFinished = true
  }

  /// Removes the temporary files and the folders this transaction created (those still empty).
  package func abort() {
    for file in staged { FileSystem.removeFile(file.temporary) }
    for folder in stagedFolders {
      FileSystem.removeFolderOfFiles(folder.temporary)
      PendingOutputs.forget(folder: folder.temporary)
    }
    stagedFolders = []
    for directory in createdDirectories.reversed() { FileSystem.removeDirectory(directory) }
    PendingOutputs.forget(files: staged.map(\.temporary), directories: createdDirectories)
    staged = []
    createdDirectories = []
    isFinished = true
  }

  private func createDirectories(_ target: OutputTarget) throws(FileSystemError) {
    for directory in target.missingDirectories {
      do {
        try PendingOutputs.withEntries(interrupted: SystemError(code: EINTR)) { (entries) throws(SystemError) in
          try FileSystem.makeDirectory(directory)
          entries.directories.append(directory)
        }
        createdDirectories.append(directory)
      } catch  where error.code == EEXIST {
        // Created meanwhile (by another output of this command, or someone else): fine if a folder.
        guard (try? FileSystem.status(of: directory))?.kind == .directory else {
          throw FileSystemError(.write, target.destination, folder: directory, reason: .parentIsNotADirectory)
        }
      } catch {
        throw FileSystemError(.createDirectory, target.destination, folder: directory, error)
      }
    }
  }

  /// A new file `.NAME.tmp-XXXXXXXX` beside the target, created with O_EXCL so concurrent
  /// writers never share one, and with the usual mode (0666 less the umask).
  private func createTemporaryFile(for target: OutputTarget) throws(FileSystemError) -> (Int32, BytePath) {
    let directory = target.path.parent
    while true {
      let temporary = directory.appending(Self.siblingName(of: target.path, tag: "tmp"))
      do {
        let created = try PendingOutputs.withEntries(interrupted: SystemError(code: EINTR)) {
          (entries) throws(SystemError) -> Int32? in
          guard let descriptor = try FileSystem.createNewFile(temporary) else { return nil }
          entries.files.insert(temporary)
          return descriptor
        }
        if let created { return (created, temporary) }
      } catch {
        throw FileSystemError(.createTemporaryFile, target.destination, folder: directory, error)
      }
    }
  }

  /// A second name for the file at `path`, to put it back if a later rename fails; nil where the
  /// file system has no hard links.
  private func makeBackup(of path: BytePath) -> BytePath? {
    for _ in 0..<8 {
      let backup = path.parent.appending(Self.siblingName(of: path, tag: "old"))
      do {
        try FileSystem.link(path, to: backup)
        return backup
      } catch  where error.code == EEXIST {
        continue
      } catch {
        return nil
      }
    }
    return nil
  }

  /// Puts back what the renames in `renamed` replaced: the old file where there was one, nothing
  /// where there was none. An old file without a backup (no hard links) cannot come back; its new
  /// content stays rather than nothing.
  private func restore(_ renamed: [(staged: Staged, backup: BytePath?)], entries: inout PendingOutputs.Entries) {
    for (file, backup) in renamed.reversed() {
      if let backup {
        try? FileSystem.rename(backup, to: file.target.path)
        entries.files.remove(backup)
      } else if file.target.existing == nil {
        FileSystem.removeFile(file.target.path)
      }
    }
  }

  /// `.NAME.TAG-XXXXXXXX`, hidden, with a random suffix; a long name is shortened so the result
  /// stays within the 255-byte limit of a file name.
  private static func siblingName(of path: BytePath, tag: String) -> [UInt8] {
    let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
    return Array(".".utf8) + path.lastComponent.prefix(200) + Array(".\(tag)-\(suffix)".utf8)
  }
}
