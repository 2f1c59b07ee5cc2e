import SnackbarAudit
import SnackbarFiles

/// Finds and reads a project's `.snackbar-audit.json` for the CLI and the `.audit` snapshot
/// strategy, so both apply the same file the same way.
package enum SnackbarAuditConfigurationFile {
  /// The nearest configuration from `folder` (the current folder when nil) up to the root, or
  /// nil when there is none. A link there is refused rather than followed: the file may come
  /// with a stranger's pull request, and a link could read any file of the machine into the
  /// error messages a CI log shows.
  package static func find(from folder: BytePath? = nil) throws(SnackbarAuditFileError) -> BytePath? {
    var current: BytePath
    if let folder {
      current = FileSystem.absolutePath(folder)
    } else {
      do {
        current = try FileSystem.currentDirectory()
      } catch {
        return nil
      }
    }
    while true {
      let candidate = current.appending(SnackbarAuditConfiguration.fileName)
      if let status = try? FileSystem.status(of: candidate, followingLinks: false) {
        guard status.kind == .regular else {
          throw SnackbarAuditFileError(
            file: candidate.description, line: nil, column: nil,
            message: "is \(status.kind.name), not a regular file; name a configuration explicitly instead")
        }
        return candidate
      }
      let parent = current.parent
      if parent == current { return nil }
      current = parent
    }
  }

  /// The configuration in the regular file at `path`, read up to
  /// `SnackbarAuditConfiguration/maximumFileBytes`; through a link only when `followingLinks`
  /// (a path the user named).
  package static func read(
    _ path: BytePath, followingLinks: Bool
  ) throws(SnackbarAuditFileError) -> SnackbarAuditConfiguration {
    let limit = SnackbarAuditConfiguration.maximumFileBytes
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path, limit: limit, kinds: .regularFiles(followingLinks: followingLinks))
    } catch {
      guard case .tooLarge = error.reason else {
        throw SnackbarAuditFileError(file: path.description, line: nil, column: nil, message: error.description)
      }
      throw SnackbarAuditFileError(
        file: path.description, line: nil, column: nil, message: "larger than the limit of \(limit >> 20) MiB")
    }
    return try SnackbarAuditConfiguration(json: bytes, file: path.description)
  }

  /// The nearest configuration from the current folder up, read; the default one when none.
  package static func nearest() throws(SnackbarAuditFileError) -> SnackbarAuditConfiguration {
    guard let path = try find() else { return SnackbarAuditConfiguration() }
    return try read(path, followingLinks: false)
  }
}
