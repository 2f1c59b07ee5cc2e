import Foundation

/// One failed snapshot as found in the artifacts directory: its folder, its name and its files.
///
/// Only paths: the files are read one at a time while the page is written, so a directory of
/// thousands of failures never has its images in memory together.
struct ReportEntry: Equatable {
  /// The artifacts directory it was found in (one of several when CI shards each left one), as
  /// the command line named it.
  var root: URL = URL(fileURLWithPath: ".", isDirectory: true)
  /// The folder below the artifacts directory (normally the suite, the test file's name); empty
  /// for files directly in it.
  var folder: String
  /// The snapshot's name, as in its file names.
  var name: String
  /// The files, by role.
  var files: [ReportArtifactRole: URL] = [:]
  /// The extension of the reference and actual files (`png`, `txt`), from their names.
  var pathExtension: String = ""

  /// `Suite/name`, as a reader searches for it.
  var title: String { folder.isEmpty ? name : "\(folder)/\(name)" }

  /// Whether reference and actual are images (PNG), rather than text.
  var isImage: Bool { pathExtension.lowercased() == "png" }
}
