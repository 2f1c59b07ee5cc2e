#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removing entries below a folder without ever following a link out of it.
extension FileSystem {
  /// Removes the entry `components.last` from the folder `components.dropLast()` below `root`
  /// (a file, a link, or with `folder` an empty folder), opening each folder on the way with
  /// `O_NOFOLLOW`: a folder swapped for a link since it was listed stops the removal (`ELOOP` or
  /// `ENOTDIR`) instead of reaching wherever the link points. `root` itself is opened as given.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/remove``, naming the entry) with
  ///   the system's reason: `ENOENT` when the entry is gone, `ENOTEMPTY` for a folder that is not
  ///   empty, `ELOOP`/`ENOTDIR` for a link on the way.
  package static func removeEntry(_ components: [[UInt8]], under root: BytePath, folder: Bool = false)
    throws(FileSystemError)
  {
    do throws(SystemError) {
      guard let name = components.last, !name.isEmpty, !name.contains(BytePath.slash) else {
        throw SystemError(code: EINVAL)
      }
      let descriptor = try openFolder(components.dropLast(), under: root)
      defer { close(descriptor) }
      let code = try BytePath(bytes: name).withCString { unlinkat(descriptor, $0, folder ? AT_REMOVEDIR : 0) }
      guard code == 0 else { throw .last }
    } catch {
      throw FileSystemError(.remove, components.reduce(root) { $0.appending($1) }, error)
    }
  }

  /// The folder `components` below `root`, opened read-only, each step with `O_NOFOLLOW`.
  private static func openFolder(_ components: ArraySlice<[UInt8]>, under root: BytePath) throws(SystemError)
    -> Int32
  {
    var descriptor = try root.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard descriptor >= 0 else { throw .last }
    for component in components {
      guard !component.isEmpty, component != [0x2E], component != [0x2E, 0x2E], !component.contains(BytePath.slash)
      else {
        close(descriptor)
        throw SystemError(code: EINVAL)
      }
      let next: Int32
      do {
        next = try BytePath(bytes: component).withCString {
          openat(descriptor, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
      } catch {
        close(descriptor)
        throw error
      }
      let failure = next < 0 ? SystemError.last : nil
      close(descriptor)
      if let failure { throw failure }
      descriptor = next
    }
    return descriptor
  }
}
