import Foundation
import SnackbarJSON
import SnackbarRenderingStack

extension FingerprintStore {
  /// The stack `fingerprint.json` in `directory` records for `golden` (a file name); `nil` when
  /// the directory has no `fingerprint.json`.
  ///
  /// Read as every stored fingerprint is: bounded, with the strict JSON reader.
  /// - Throws: ``RecordedFingerprintError`` when the file cannot be read or is not a fingerprint.
  package static func recordedStack(
    directory: URL, golden: String
  ) throws(RecordedFingerprintError) -> RenderingFingerprint? {
    let url = directory.appendingPathComponent(fileName)
    let bytes: [UInt8]
    do {
      bytes = try readStored(url)
    } catch {
      if error.isMissing { return nil }
      throw .unreadable(path: url.path, reason: readReason(error))
    }
    do {
      let stack = try FingerprintFile(bytes: bytes).stack(for: golden)
      return try SnackbarJSONDecoder.decode(RenderingFingerprint.self, from: FingerprintFile.encode(stack))
    } catch {
      throw .corrupt(path: url.path, reason: "\(error)")
    }
  }

  /// The new content of `fingerprint.json` in `directory` once each of `goldens` (file names)
  /// holds an image drawn on its stack, as recording writes it
  /// (``update(directory:golden:source:)``): the other goldens keep their stacks. `nil` when the
  /// file already says so.
  ///
  /// `snackbar accept` stages these bytes in the same transaction as the goldens, so the two
  /// change together or not at all.
  /// - Throws: ``RecordedFingerprintError`` when the file cannot be read, is not a fingerprint,
  ///   or the new one cannot be encoded.
  package static func contentAssigning(
    _ goldens: [(name: String, stack: RenderingFingerprint)], directory: URL
  ) throws(RecordedFingerprintError) -> [UInt8]? {
    let url = directory.appendingPathComponent(fileName)
    var stored: [UInt8]?
    do {
      stored = try readStored(url)
    } catch {
      guard error.isMissing else { throw .unreadable(path: url.path, reason: readReason(error)) }
    }
    var file: FingerprintFile?
    do {
      file = try stored.map { bytes throws(SnackbarJSONError) in try FingerprintFile(bytes: bytes) }
      var existing = Self.goldens(in: directory)
      var single: [UInt8]?
      for golden in goldens {
        let stackBytes = try encodedStack(golden.stack)
        let stack = try FingerprintFile(bytes: stackBytes).main
        existing.insert(golden.name)
        if file == nil {
          file = FingerprintFile(main: stack)
          single = stackBytes
        }
        file?.assign(golden.name, to: stack, existing: existing)
      }
      guard let file else { return nil }
      if let stored, (try? FingerprintFile(bytes: stored)) == file { return nil }
      // A single stack is written exactly as the fingerprint source encodes it.
      if file.others.isEmpty, let single, (try? FingerprintFile(bytes: single))?.main == file.main { return single }
      return try file.encoded()
    } catch {
      throw .corrupt(path: url.path, reason: "\(error)")
    }
  }

  /// A stack's bytes as the fingerprint source writes them: pretty-printed, keys sorted.
  private static func encodedStack(_ stack: RenderingFingerprint) throws -> [UInt8] {
    FingerprintFile.encode(try SnackbarJSONEncoder.encode(stack))
  }
}
