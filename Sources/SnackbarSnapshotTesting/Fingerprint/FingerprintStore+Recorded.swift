import Foundation
import SnackbarRendering

extension FingerprintStore {
  /// The fingerprints stored in `directory` itself (not below it), each with the goldens it
  /// describes; empty when there are none.
  ///
  /// The one place that knows the layout for readers: today one `fingerprint.json` per directory
  /// describes every golden beside it (every regular, non-hidden file other than itself).
  /// - Throws: ``RecordedFingerprintError`` when a fingerprint exists but cannot be read or parsed.
  static func recorded(in directory: URL) throws(RecordedFingerprintError) -> [RecordedFingerprint] {
    let file = directory.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: file.path) else { return [] }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw .unreadable(path: file.path, reason: "the file exists but cannot be read")
    }
    let fingerprint: RenderingFingerprint
    do {
      fingerprint = try JSONDecoder().decode(RenderingFingerprint.self, from: data)
    } catch {
      throw .corrupt(path: file.path, reason: Self.explain(error))
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let goldens = names.sorted().compactMap { name -> URL? in
      guard !name.hasPrefix("."), name != fileName else { return nil }
      let url = directory.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
        return nil
      }
      return url
    }
    return [RecordedFingerprint(file: file, goldens: goldens, fingerprint: fingerprint)]
  }

  /// A short reason for a decoding failure: "invalid JSON" or the missing or mistyped key.
  private static func explain(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .dataCorrupted: return "invalid JSON"
    case .keyNotFound(let key, _): return "no \"\(key.stringValue)\" key"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "wrong type at \"\(path)\""
    @unknown default: return "\(decoding)"
    }
  }
}
