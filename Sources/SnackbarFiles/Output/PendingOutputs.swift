import SnackbarBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files and new folders of every unfinished ``OutputTransaction`` in the process,
/// so that a process stopped by a signal (Ctrl-C, a CI timeout's SIGTERM, a closed pipe) can
/// remove them before it dies, as an aborted transaction would have.
///
/// A file or folder is recorded in the same critical section that creates it, and a commit's
/// renames run in one too, so ``removeAllForInterruption()`` never races a half-made entry: it
/// sees each one created and recorded, or not yet created; and after it has run nothing new is
/// created (creating fails with `EINTR`), so nothing appears behind it while the process exits.
/// A commit that has started finishes first, so an interrupted command's outputs are all old or
/// all new, never a mix.
package enum PendingOutputs {
  /// What is recorded: the unfinished transactions' files and folders.
  struct Entries {
    var files: Set<BytePath> = []
    /// In creation order, so removal goes innermost first.
    var directories: [BytePath] = []
    /// Staged folders (``OutputTransaction/stageFolder(at:)``) and replaced ones being removed:
    /// removed with the files in them, which are all the transaction's own, so a folder of 72,000
    /// frames is one entry rather than 72,000.
    var folders: Set<BytePath> = []

    mutating func forget(files: some Sequence<BytePath>, directories: [BytePath]) {
      for file in files { self.files.remove(file) }
      if !directories.isEmpty {
        let removed = Set(directories)
        self.directories.removeAll { removed.contains($0) }
      }
    }
  }

  private struct State {
    var entries = Entries()
    var isInterrupted = false
  }

  private static let state = SnackbarLocked(State())

  /// Runs `body`, which may create files and folders and must record them in the entries it is
  /// given, without an interruption in between.
  /// - Throws: what `body` throws, or `interrupted` once the process is being interrupted
  ///   (`body` then does not run, so nothing is created).
  static func withEntries<Result, Failure: Error>(
    interrupted: @autoclosure () -> Failure, _ body: (inout Entries) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let result = state.withLock { state -> Swift.Result<Result, Failure> in
      guard !state.isInterrupted else { return .failure(interrupted()) }
      return Swift.Result { () throws(Failure) in try body(&state.entries) }
    }
    return try result.get()
  }

  /// Forgets `files` and `directories`: renamed into place, or removed by an abort.
  static func forget(files: [BytePath], directories: [BytePath]) {
    guard !files.isEmpty || !directories.isEmpty else { return }
    state.withLock { $0.entries.forget(files: files, directories: directories) }
  }

  /// Removes every recorded file, every staged folder with its files, then every recorded folder
  /// that is empty (innermost first), and refuses to create anything more. Returns how many
  /// files were removed (a staged folder counts as one).
  ///
  /// Called once, by the process's signal handling, just before the process ends.
  @discardableResult
  package static func removeAllForInterruption() -> Int {
    state.withLock { state in
      state.isInterrupted = true
      var removed = 0
      for file in state.entries.files where FileSystem.removeFile(file) { removed += 1 }
      for folder in state.entries.folders where FileSystem.removeFolderOfFiles(folder) { removed += 1 }
      for directory in state.entries.directories.reversed() { FileSystem.removeDirectory(directory) }
      state.entries = Entries()
      return removed
    }
  }

  /// Forgets a staged folder: moved into place, or removed.
  static func forget(folder: BytePath) {
    _ = state.withLock { $0.entries.folders.remove(folder) }
  }

  /// What is recorded now (tests).
  package static var recorded: (files: Set<BytePath>, directories: [BytePath]) {
    state.read { ($0.entries.files, $0.entries.directories) }
  }

  /// The staged folders recorded now (tests).
  package static var recordedFolders: Set<BytePath> { state.read { $0.entries.folders } }

  /// Allows creating again after ``removeAllForInterruption()``: tests only, as a real process
  /// ends right after it.
  package static func resumeAfterInterruptionForTesting() {
    state.withLock { $0.isInterrupted = false }
  }
}
