import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore

/// Reads artifact files for the page without holding more of them than needed: images are
/// streamed as base64 in chunks, text is read up to a limit.
enum ReportFileReader {
  /// Bytes read per chunk when streaming; a multiple of 3, so each chunk's base64 ends without
  /// padding and the chunks concatenate into one valid base64 string.
  static let chunkSize = 3 * 64 * 1024
  /// The most bytes of one text artifact (a diff, a text snapshot) the page quotes; a reviewer
  /// needs the start of a huge diff, not all of it, and the file is in the artifacts anyway.
  static let textLimit = 1024 * 1024

  /// Streams the file at `url` into `page` as base64.
  /// - Returns: `nil`, or why the file could not be read (the page then shows that instead).
  /// - Throws: only when writing the page fails.
  static func streamBase64(_ url: URL, into page: inout ReportPageSink) throws(FileSystemError) -> String? {
    var ignored: SHA256?
    return try streamBase64(url, into: &page, hashing: &ignored)
  }

  /// Streams the file at `url` into `page` as base64, and each byte streamed into `hasher` when
  /// there is one: the digest of exactly what the page shows.
  /// - Returns: `nil`, or why the file could not be read (the page then shows that instead).
  /// - Throws: only when writing the page fails.
  static func streamBase64(
    _ url: URL, into page: inout ReportPageSink, hashing hasher: inout SHA256?
  ) throws(FileSystemError) -> String? {
    let file: ReadOnlyFile
    do {
      file = try ReadOnlyFile(BytePath(url.path))
    } catch {
      return error.reason.description
    }
    while true {
      let chunk: [UInt8]
      do {
        chunk = try file.readBytes(upTo: chunkSize)
      } catch {
        return error.reason.description
      }
      guard !chunk.isEmpty else { return nil }
      if hasher != nil { chunk.withUnsafeBytes { hasher?.update($0) } }
      try page.bytes(Array(Data(chunk).base64EncodedData()))
    }
  }

  /// The most bytes of one image the page inlines. Snapshot images are kilobytes, a long flow's
  /// filmstrip a few megabytes; an artifact far beyond that (a 3 GB sparse file once made a
  /// 4.3 GB page in 30 s) is named instead, and stays in the artifacts.
  static let imageLimit = 32 << 20

  /// Whether the file can be inlined, checked before a data URI is started so an unreadable,
  /// special or oversized file shows as a note rather than a broken image or a huge page. The
  /// scanner lists regular files only; this checks again, without following a link, since the
  /// artifacts may change between the two.
  static func readabilityProblem(_ url: URL) -> String? {
    switch Result(catching: { () throws(FileSystemError) in
      try FileSystem.status(of: BytePath(url.path), followingLinks: false)
    }) {
    case .failure(let error): return error.reason.description
    case .success(nil): return "no such file"
    case .success(let status?) where status.kind != .regular: return "it is \(status.kind.name)"
    case .success(let status?) where status.size > Int64(imageLimit):
      return "it has \(status.size) bytes, more than the \(FileSystem.describeLimit(imageLimit)) a page inlines"
    case .success: break
    }
    do {
      _ = try ReadOnlyFile(BytePath(url.path))
      return nil
    } catch {
      return error.reason.description
    }
  }

  /// The text of the file at `url`, up to ``textLimit`` bytes (invalid UTF-8 replaced), and
  /// whether it was cut.
  static func text(_ url: URL) -> Result<(text: String, truncated: Bool), ReportFileProblem> {
    var ignored: [UInt8]?
    return text(url, digest: &ignored)
  }

  /// The text as ``text(_:)`` reads it, with `digest` set to the SHA-256 of the file's bytes when
  /// it was read whole (nil when it was cut or could not be read).
  static func text(
    _ url: URL, digest: inout [UInt8]?
  ) -> Result<(text: String, truncated: Bool), ReportFileProblem> {
    digest = nil
    do {
      let data = try ReadOnlyFile(BytePath(url.path)).readBytes(upTo: textLimit + 1)
      let truncated = data.count > textLimit
      if !truncated { digest = SHA256.hash(data) }
      var bytes = [UInt8](data.prefix(textLimit))
      // Do not cut a multi-byte character in half: drop continuation bytes at the cut.
      if truncated {
        while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
        if let last = bytes.last, last >= 0xC0 { bytes.removeLast() }
      }
      return .success((String(decoding: bytes, as: UTF8.self), truncated))
    } catch {
      return .failure(ReportFileProblem(reason: error.reason.description))
    }
  }

  /// The width and height a PNG file declares in its header, without decoding it; `nil` when
  /// the header is not a valid PNG's (`PNGHeader`).
  static func pngSize(_ url: URL) -> (width: Int, height: Int)? {
    guard let data = try? ReadOnlyFile(BytePath(url.path)).readBytes(upTo: PNGHeader.length),
      let header = try? PNGHeader.parse(data)
    else { return nil }
    return (header.width, header.height)
  }
}

/// Why an artifact could not be read, shown on the page in its place.
struct ReportFileProblem: Error, Equatable {
  /// The system's reason.
  var reason: String
}
