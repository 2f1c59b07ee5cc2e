import Foundation
import SnackbarRendering

extension FingerprintStore {
  /// The fingerprints stored in `directory` itself (not below it), each with the goldens it
  /// describes; empty when there are none.
  ///
  /// The one place that knows the layout for readers: one `fingerprint.json` per directory
  /// describes every golden beside it (every regular, non-hidden file other than itself), its main
  /// stack covering all but the goldens its `otherStacks` list (``FingerprintFile``).
  /// - Throws: ``RecordedFingerprintError`` when a fingerprint exists but cannot be read or parsed.
  static func recorded(in directory: URL) throws(RecordedFingerprintError) -> [RecordedFingerprint] {
    let file = directory.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: file.path) else { return [] }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw .unreadable(path: file.path, reason: "the file exists but cannot be read")
    }
    // The file holds the directory's main stack and, since goldens are fingerprinted one by one,
    // the stacks of goldens re-recorded elsewhere (`otherStacks`): each is a stack of its own.
    let contents: FingerprintFile
    let main: RenderingFingerprint
    var others: [(names: Set<String>, fingerprint: RenderingFingerprint)] = []
    do {
      contents = try FingerprintFile(bytes: [UInt8](data))
      main = try Self.decode(contents.main)
      for group in contents.others {
        others.append((group.goldens, try Self.decode(group.stack)))
      }
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
    let elsewhere = others.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    var recorded = [
      RecordedFingerprint(
        file: file, goldens: goldens.filter { !elsewhere.contains($0.lastPathComponent) }, fingerprint: main)
    ]
    for group in others {
      let members = goldens.filter { group.names.contains($0.lastPathComponent) }
      guard !members.isEmpty else { continue }
      recorded.append(RecordedFingerprint(file: file, goldens: members, fingerprint: group.fingerprint))
    }
    return recorded
  }

  /// One stack of the file, as the renderer's fingerprint type.
  private static func decode(_ stack: SnackbarJSONValue) throws -> RenderingFingerprint {
    try JSONDecoder().decode(RenderingFingerprint.self, from: Data(FingerprintFile.encode(stack)))
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
