import Foundation
import SnackbarBasics
import SnackbarFiles
import SnackbarImage
import SnackbarJSON
import SnackbarRenderingStack

/// A failed snapshot's facts in machine-readable form: the `<name>.failure.json` file written
/// beside the failure's artifacts, which `snackbar report` turns into an HTML page for CI.
///
/// The failure message is written for people and only printed by the test; this record keeps
/// the same numbers as fields so tools need not parse the message. It is written atomically for
/// every failure that writes artifacts (mismatches, missing or unreadable goldens), never for a
/// recording or a configuration error.
///
/// ```json
/// {"version": 1, "kind": "pixelMismatch", "suite": "ToastTests", "name": "dark",
///  "test": "darkToast()", "golden": "/…/Snapshots/ToastTests/dark.png",
///  "artifacts": {"reference": "dark.reference.png", "actual": "dark.actual.png", …},
///  "image": {"differingPixels": 12, "maxChannelDelta": 40, …}, "message": "Snapshot \"dark\" …"}
/// ```
package struct SnapshotFailureRecord: Codable, Sendable, Equatable {
  /// Why the snapshot failed, more precisely than ``SnapshotFailure/Kind``.
  package enum Kind: String, Codable, Sendable, CaseIterable {
    /// Same size, but more pixels differ than the tolerance allows.
    case pixelMismatch
    /// The images' sizes differ, so no pixel was compared.
    case sizeMismatch
    /// A mismatch against a golden recorded on a different rendering stack (fonts, Cairo, Pango).
    case stackMismatch
    /// A non-image format (text) differs; the `.diff` artifact shows how.
    case contentMismatch
    /// No golden exists and the record mode forbids writing one.
    case missingGolden
    /// The golden exists but cannot be read or decoded.
    case unreadableGolden
  }

  /// The numbers of an image comparison (see ``ImageComparisonResult``).
  package struct ImageNumbers: Codable, Sendable, Equatable {
    /// The golden's size.
    package var referenceSize: PixelSize
    /// The new image's size.
    package var actualSize: PixelSize
    /// Pixels compared (0 when the sizes differ).
    package var comparedPixels: Int
    /// Changed pixels the tolerance does not forgive.
    package var differingPixels: Int
    /// Pixels that differ in any byte.
    package var changedPixels: Int
    /// The largest difference in one channel, 0...255.
    package var maxChannelDelta: Int
    /// The largest CIEDE2000 ΔE over the changed pixels.
    package var maxDeltaE: Double
    /// The bounding box of the differing pixels, if any.
    package var differingBounds: PixelRect?
    /// The bounding box of the changed pixels, if any.
    package var changedBounds: PixelRect?
    /// The tolerance, as the failure message prints it.
    package var tolerance: String
  }

  /// The format's version; readers reject versions they do not know.
  package var version: Int
  /// Why it failed.
  package var kind: Kind
  /// The test file's name without extension (the artifacts' folder).
  package var suite: String
  /// The snapshot's (sanitized) name.
  package var name: String
  /// The name this record and its artifacts are filed under when it is not ``name``: a flow's
  /// event log is `undo.events` (``SnapshotLocation/artifactName``), so that its record does not
  /// overwrite the filmstrip's. `nil` otherwise, and in older records.
  package var artifactName: String?
  /// The test function, as the assertion saw it (`#function`).
  package var test: String
  /// The golden file's path.
  package var golden: String
  /// The artifact files written for this failure, by role (`reference`, `actual`, `difference`,
  /// `diff`), as file names in the same folder as this record.
  package var artifacts: [String: String]
  /// The image comparison's numbers, for image snapshots that were compared.
  package var image: ImageNumbers?
  /// What differs in the rendering stack, for ``Kind/stackMismatch``.
  package var renderingStackDifferences: [String]
  /// The full failure message, as the test printed it.
  package var message: String
  /// The golden's path relative to the package root (`Snapshots/ToastTests/dark.png`), when the
  /// golden lies inside the package: `snackbar accept` finds the golden from it in another
  /// checkout, since ``golden`` is the path on the machine that ran the test (a CI runner's).
  /// `nil` in records written before it existed, and for goldens outside the package.
  package var goldenInPackage: String?
  /// The rendering stack the run drew on, when the run computed one: `snackbar accept` compares
  /// it with the stack `fingerprint.json` records for the golden, and refuses to mix stacks.
  /// `nil` in older records and in runs without a fingerprint source.
  package var renderingStack: RenderingFingerprint?

  /// The version this code writes and reads.
  package static let currentVersion = 1
  /// The largest side a recorded image, and so any coordinate or length in a record, may have:
  /// `RGBAImage.maximumDimension`, the limit of every image the package makes or decodes.
  package static let maximumSide = RGBAImage.maximumDimension
  /// The most bytes of a record ``read(from:)`` reads: 1 MiB. Real records are a few KB, most of
  /// it the failure message.
  package static let maximumBytes = SnapshotFileLimits.failureRecordBytes
  /// Appended to the snapshot's name with a dot, like the other artifacts.
  package static let fileSuffix = "failure.json"

  /// The record of `failure`, or `nil` for failures that write no artifacts (recordings,
  /// configuration errors), which need no report.
  /// - Parameters:
  ///   - failure: the failure, with its golden and artifacts.
  ///   - suite: the test file's name without extension (the artifacts' folder).
  ///   - name: the snapshot's (sanitized) name.
  ///   - test: the test function, as the assertion saw it.
  ///   - packageRoot: the package the golden belongs to; ``goldenInPackage`` is the golden's path
  ///     relative to it, when the golden lies inside it.
  ///   - renderingStack: the stack the run drew on (``renderingStack``).
  package init?(
    _ failure: SnapshotFailure, suite: String, name: String, test: String, packageRoot: URL? = nil,
    renderingStack: RenderingFingerprint? = nil
  ) {
    guard let kind = Self.kind(of: failure), let golden = failure.goldenURL else { return nil }
    self.version = Self.currentVersion
    self.kind = kind
    self.suite = suite
    self.name = name
    self.test = test
    self.golden = golden.path
    self.artifacts = Dictionary(
      failure.artifacts.map { ($0.role, $0.url.lastPathComponent) }, uniquingKeysWith: { first, _ in first })
    self.image = failure.imageComparison.map(ImageNumbers.init)
    self.renderingStackDifferences = failure.renderingStackDifferences
    self.message = failure.message
    self.goldenInPackage = packageRoot.flatMap { Self.relativePath(of: golden, in: $0) }
    self.renderingStack = renderingStack
    self.artifactName = nil
  }

  /// `file`'s path below `root`, components joined by `/`; `nil` when it is not below it.
  static func relativePath(of file: URL, in root: URL) -> String? {
    let rootComponents = root.standardizedFileURL.pathComponents
    let components = file.standardizedFileURL.pathComponents
    guard components.count > rootComponents.count, components.starts(with: rootComponents) else { return nil }
    return components.dropFirst(rootComponents.count).joined(separator: "/")
  }

  private static func kind(of failure: SnapshotFailure) -> Kind? {
    switch failure.kind {
    case .missingReference: return .missingGolden
    case .unreadableReference: return .unreadableGolden
    case .mismatch:
      if !failure.renderingStackDifferences.isEmpty { return .stackMismatch }
      guard let comparison = failure.imageComparison else { return .contentMismatch }
      return comparison.sizesMatch ? .pixelMismatch : .sizeMismatch
    case .recorded, .snapshotFailed, .configuration, .writeFailed, .duplicateName: return nil
    }
  }

  /// The record as pretty-printed JSON with sorted keys, so it diffs and greps well.
  package func jsonBytes() throws(SnapshotFailureRecordError) -> [UInt8] {
    do {
      return Array((try SnackbarJSONEncoder.encode(self).prettyText() + "\n").utf8)
    } catch {
      throw .encoding("\(error)")
    }
  }

  /// Reads a record written by `write(beside:location:test:)`.
  ///
  /// The file is read as untrusted input (an artifact can come from anywhere, and `snackbar
  /// report` turns it into a page): at most ``maximumBytes``, never from a FIFO, with the strict
  /// JSON reader (a repeated key, an integer beyond 64 bits or a control character in a string is
  /// an error with its line and column), and with every number within what an image comparison
  /// can produce (coordinates and sizes up to ``maximumSide``), so no reader overflows on it.
  /// - Throws: ``SnapshotFailureRecordError`` naming the file: unreadable, too large, not a
  ///   record, or a version this code does not know.
  package static func read(from url: URL) throws(SnapshotFailureRecordError) -> SnapshotFailureRecord {
    let bytes: [UInt8]
    do {
      bytes = try SnapshotFileLimits.read(url.path, limit: maximumBytes)
    } catch {
      guard case .tooLarge = error.reason else {
        throw .unreadable(path: url.path, reason: SnapshotFileLimits.reason(error))
      }
      throw .invalid(
        path: url.path,
        reason: "\(SnapshotFileLimits.reason(error)), the limit for a failure record (they are a few KB)")
    }
    let root: SnackbarJSONNode
    do {
      root = try SnackbarJSONReader.read(bytes)
    } catch {
      throw .invalid(path: url.path, reason: error.description)
    }
    // The version first, so a future format fails as "unknown version", not as a missing field.
    struct Versioned: Decodable { var version: Int }
    guard let versioned = try? SnackbarJSONDecoder.decode(Versioned.self, from: root) else {
      throw .invalid(path: url.path, reason: "not a JSON object with a \"version\" number")
    }
    guard versioned.version == currentVersion else {
      throw .unsupportedVersion(path: url.path, version: versioned.version)
    }
    do {
      return try SnackbarJSONDecoder.decode(SnapshotFailureRecord.self, from: root)
    } catch {
      throw .invalid(path: url.path, reason: error.description)
    }
  }

  /// Writes the record of `failure` beside its artifacts, as `<name>.failure.json`, and returns
  /// the failure; if the record cannot be written the failure's message says so in a note (the
  /// comparison's verdict stands either way). `nil` and failures without artifacts pass through.
  ///
  /// The one hook `verifySnapshot` calls: kept apart from the verification steps so they can
  /// change without touching the record.
  ///
  /// `stack` is the run's fingerprint source: the record keeps the stack the run drew on, when the
  /// source describes the renderer's stack (``RenderingFingerprint``).
  package static func write(
    beside failure: SnapshotFailure?, location: SnapshotLocation, test: String,
    stack: SnapshotFingerprintSource? = nil
  ) -> SnapshotFailure? {
    guard var failure, !failure.artifacts.isEmpty else { return failure }
    let renderingStack = stack.flatMap { source in
      (try? source.current()).flatMap { try? SnackbarJSONDecoder.decode(RenderingFingerprint.self, from: $0) }
    }
    guard
      let record = SnapshotFailureRecord(
        failure, suite: location.suite, name: location.name, test: test, packageRoot: location.packageRoot,
        renderingStack: renderingStack)
    else { return failure }
    var filed = record
    if location.artifactName != location.name { filed.artifactName = location.artifactName }
    let url = location.artifactURL(suffix: fileSuffix)
    do {
      try AtomicFile.write(try filed.jsonBytes(), to: url)
    } catch {
      failure.message += "\nNote: failure record not written to \(url.path): \(error)"
    }
    return failure
  }
}

extension SnapshotFailureRecord.ImageNumbers {
  /// Decodes the numbers, each within what an image comparison can produce: counts up to the
  /// pixels of the largest image, channel deltas up to 255, sizes and rectangles inside the largest
  /// image (every number in 0...``SnapshotFailureRecord/maximumSide``, so `x + width` never
  /// overflows).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    referenceSize = try container.decode(RecordedSize.self, forKey: .referenceSize).size
    actualSize = try container.decode(RecordedSize.self, forKey: .actualSize).size
    comparedPixels = try container.decode(RecordedInteger<PixelCount>.self, forKey: .comparedPixels).value
    differingPixels = try container.decode(RecordedInteger<PixelCount>.self, forKey: .differingPixels).value
    changedPixels = try container.decode(RecordedInteger<PixelCount>.self, forKey: .changedPixels).value
    maxChannelDelta = try container.decode(RecordedInteger<ChannelDelta>.self, forKey: .maxChannelDelta).value
    maxDeltaE = try container.decode(Double.self, forKey: .maxDeltaE)
    differingBounds = try container.decodeIfPresent(RecordedRect.self, forKey: .differingBounds)?.rect
    changedBounds = try container.decodeIfPresent(RecordedRect.self, forKey: .changedBounds)?.rect
    tolerance = try container.decode(String.self, forKey: .tolerance)
  }

  /// The numbers of `result`.
  package init(_ result: ImageComparisonResult) {
    self.init(
      referenceSize: result.referenceSize, actualSize: result.actualSize,
      comparedPixels: result.pixelCount, differingPixels: result.differingPixelCount,
      changedPixels: result.changedPixelCount, maxChannelDelta: Int(result.maxChannelDelta),
      maxDeltaE: result.maxDeltaE, differingBounds: result.differingBounds,
      changedBounds: result.changedBounds, tolerance: "\(result.tolerance)")
  }
}

/// A `PixelSize` as a record holds it: each side in 0...``SnapshotFailureRecord/maximumSide``,
/// so readers can compute with it without overflowing.
private struct RecordedSize: Decodable {
  var size: PixelSize

  private enum CodingKeys: String, CodingKey { case width, height }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    size = PixelSize(
      width: try container.decode(RecordedInteger<ImageSide>.self, forKey: .width).value,
      height: try container.decode(RecordedInteger<ImageSide>.self, forKey: .height).value)
  }
}

/// A `PixelRect` as a record holds it: inside the largest image (every number in
/// 0...``SnapshotFailureRecord/maximumSide``), so `x + width` never overflows.
private struct RecordedRect: Decodable {
  var rect: PixelRect

  private enum CodingKeys: String, CodingKey { case x, y, width, height }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rect = PixelRect(
      x: try container.decode(RecordedInteger<ImageSide>.self, forKey: .x).value,
      y: try container.decode(RecordedInteger<ImageSide>.self, forKey: .y).value,
      width: try container.decode(RecordedInteger<ImageSide>.self, forKey: .width).value,
      height: try container.decode(RecordedInteger<ImageSide>.self, forKey: .height).value)
  }
}

/// Why a failure record could not be written or read.
package enum SnapshotFailureRecordError: Error, Sendable, Equatable, CustomStringConvertible {
  /// JSON encoding failed (a non-finite number, for example).
  case encoding(String)
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// The file is not a failure record.
  case invalid(path: String, reason: String)
  /// The record was written by a newer (or older) format.
  case unsupportedVersion(path: String, version: Int)

  /// A one-line explanation for people; paths and reasons by the one escaping rule
  /// (`EchoedText`), as an artifact's name or content could otherwise act on a terminal.
  package var description: String {
    switch self {
    case .encoding(let reason):
      return "cannot encode the failure record: \(EchoedText.escaped(reason))"
    case .unreadable(let path, let reason):
      return "cannot read the failure record \(EchoedText.escaped(path)): \(EchoedText.escaped(reason))"
    case .invalid(let path, let reason):
      return "\(EchoedText.escaped(path)) is not a snapshot failure record: \(EchoedText.escaped(reason))"
    case .unsupportedVersion(let path, let version):
      return
        "\(EchoedText.escaped(path)) is a version \(version) failure record; this tool reads version "
        + "\(SnapshotFailureRecord.currentVersion): use the snackbar built from the same commit as the tests"
    }
  }
}
