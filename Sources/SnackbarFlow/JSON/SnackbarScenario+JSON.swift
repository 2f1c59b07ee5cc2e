import Foundation
import MaterialSnackbar
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarLayout

extension SnackbarScenario {
  /// The top-level keys of a scenario file.
  static let documentKeys = ["device", "landscape", "size", "safeArea", "regular", "scale", "theme", "until", "steps"]

  /// The largest scenario file, in bytes: 16 MiB holds the most steps a scenario may have
  /// (``maximumStepCount``) written out with long texts, while a file of that size is read and
  /// checked in well under a second. A larger file (or a device such as `/dev/zero`) is refused
  /// once this many bytes have been read, never read whole.
  public static let maximumFileBytes = 16 << 20

  /// Reads a scenario file:
  ///
  /// ```json
  /// {"device": "iphone-15", "theme": "mdc", "until": 9.0,
  ///  "steps": [
  ///    {"at": 0.0, "show": {"text": "Photo archived", "action": "Undo", "category": "archive"}},
  ///    {"at": 1.0, "tap": "action"},
  ///    {"at": 2.0, "suspend": {"token": "sheet"}},
  ///    {"at": 4.0, "release": "sheet"}]}
  /// ```
  ///
  /// Top level: `until` (seconds, required), `steps` (required), `theme` (mdc, m2, m3-light,
  /// m3-dark; default mdc), and the host: `device` (a preset, default iphone-15) with
  /// `landscape`, or `size` ("393x852") with `safeArea` ([T, L, B, R]) and `regular`; `scale`
  /// (1, 2 or 3) overrides the display scale. Each step has `at` and exactly one action; see
  /// ``SnackbarScenarioAction`` and the Flows article of this module's documentation for every key.
  ///
  /// The JSON is read strictly (the package's one reader): a key given twice, a number a `Double`
  /// cannot hold (`1e400`) and unescaped control characters are errors; a UTF-8 byte order mark
  /// at the start is skipped.
  ///
  /// - Throws: ``SnackbarScenarioError`` for a file over ``maximumFileBytes``, invalid JSON,
  ///   unknown keys, more than ``maximumStepCount`` steps, bad times (negative, past `until`,
  ///   out of order), bad values and unknown tokens, naming the line and column, the step's index
  ///   and the key.
  public init(jsonData: Data) throws(SnackbarScenarioError) {
    try self.init(jsonBytes: Array(jsonData))
  }

  /// Reads a scenario from the bytes of its file; see ``init(jsonData:)``.
  package init(jsonBytes bytes: [UInt8]) throws(SnackbarScenarioError) {
    guard bytes.count <= Self.maximumFileBytes else { throw Self.fileTooLarge(detail: "it has \(bytes.count) bytes") }
    let document: SnackbarJSONNode
    do {
      document = try SnackbarJSONReader.read(bytes)
    } catch {
      // An empty file has no position of its own; its first line and column stand for it.
      throw SnackbarScenarioError(reason: "not valid JSON: \(error.message)")
        .located(at: error.position ?? SnackbarJSONPosition(line: 1, column: 1))
    }
    try self.init(document: document)
  }

  /// The error for a file over ``maximumFileBytes``.
  package static func fileTooLarge(detail: String) -> SnackbarScenarioError {
    SnackbarScenarioError(
      reason: "the file is larger than the \(maximumFileBytes)-byte (16 MiB) limit for a scenario (\(detail)); "
        + "a scenario holds at most \(maximumStepCount) steps")
  }

  /// Reads the scenario file at `url`, bounded: at most ``maximumFileBytes`` are read, so a huge
  /// file or a device fails at once. A directory or a FIFO is refused without reading it.
  /// - Throws: ``SnackbarScenarioError`` naming the file when it cannot be read or is too large,
  ///   else as ``init(jsonData:)``.
  public init(contentsOf url: URL) throws(SnackbarScenarioError) {
    do {
      self = try Self.read(file: BytePath(url.path))
    } catch {
      switch error {
      case .invalid(let error): throw error
      case .unreadable(let error):
        let reason: String
        switch error.reason {
        case .isADirectory: reason = "it is a directory, not a scenario file"
        case .notARegularFile(.socket): reason = "it is a socket, not a scenario file"
        case .notARegularFile: reason = "it is not a regular file, not a scenario file"
        default: reason = error.reason.description
        }
        throw SnackbarScenarioError(reason: "cannot read \(error.path): \(reason)")
      }
    }
  }

  /// Why a scenario file gave no scenario: the file could not be read, or it is no scenario.
  package enum FileError: Error, Sendable {
    /// The file could not be opened or read (missing, a directory, a FIFO, no permission).
    case unreadable(FileSystemError)
    /// The file is larger than ``SnackbarScenario/maximumFileBytes`` or is no valid scenario.
    case invalid(SnackbarScenarioError)
  }

  /// The scenario in the file at `path`: the one way a scenario file is read (``init(contentsOf:)``,
  /// `snackbar play` and `snackbar timeline`). Read bounded, by the path's bytes: a folder, a FIFO
  /// or a socket is refused without reading, and a huge file or a device such as `/dev/zero`
  /// stops at ``maximumFileBytes``.
  /// - Throws: ``FileError``.
  package static func read(file path: BytePath) throws(FileError) -> SnackbarScenario {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path, limit: maximumFileBytes)
    } catch {
      guard case .tooLarge = error.reason else { throw .unreadable(error) }
      throw .invalid(fileTooLarge(detail: "reading stopped after \(maximumFileBytes) bytes"))
    }
    do {
      return try SnackbarScenario(jsonBytes: bytes)
    } catch {
      throw .invalid(error)
    }
  }

  /// The scenario of a document the reader accepted.
  private init(document: SnackbarJSONNode) throws(SnackbarScenarioError) {
    let object = try ScenarioJSONObject(
      document, step: nil, path: "", allowedKeys: Self.documentKeys, what: "a scenario")
    guard let until = try object.number("until", in: 0...Self.maximumDuration, what: "a number of seconds") else {
      throw object.error("until", "is required: the scenario's length in seconds")
    }
    let theme = try object.choice("theme", of: SnackbarTheme.self) ?? .mdc
    let host = try Self.host(object)
    guard let stepsNode = object["steps"] else {
      throw object.error("steps", "is required: a list of {\"at\": seconds, <action>: …}")
    }
    guard case .array(let elements) = stepsNode.content else {
      throw object.error("steps", "must be an array, got \(stepsNode.quoted)")
    }
    guard elements.count <= Self.maximumStepCount else {
      throw object.error(
        "steps", "has \(elements.count) steps; a scenario holds at most \(Self.maximumStepCount)")
    }
    var steps: [SnackbarScenarioStep] = []
    steps.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      steps.append(try SnackbarScenarioStep(json: element, index: index))
    }
    do {
      try self.init(host: host, theme: theme, until: until, steps: steps)
    } catch {
      throw error.located(at: Self.position(of: error, in: document))
    }
    source = SnackbarScenarioSource(document)
  }

  /// Where in `document` an error found after reading (a time out of order, an unknown token) is:
  /// the value of its step's key, or the nearest enclosing value the file has.
  private static func position(of error: SnackbarScenarioError, in document: SnackbarJSONNode) -> SnackbarJSONPosition {
    var node = document
    if let step = error.step {
      guard case .array(let elements)? = document["steps"]?.content, elements.indices.contains(step) else {
        return document.position
      }
      node = elements[step]
    }
    for component in (error.key ?? "").split(separator: ".") {
      guard let child = node[String(component)] else { break }
      node = child
    }
    return node.position
  }

  private static func host(_ object: ScenarioJSONObject) throws(SnackbarScenarioError) -> SnackbarScenarioHost {
    let scale = try object.number("scale", in: 1...3).map { (value) throws(SnackbarScenarioError) -> Int in
      guard value == value.rounded() else { throw object.error("scale", "must be 1, 2 or 3, got \(value)") }
      return Int(value)
    }
    guard let sizeText = try object.string("size") else {
      for key in ["safeArea", "regular"] where object[key] != nil {
        throw object.error(key, "goes with \"size\", not with a device")
      }
      let name = try object.string("device") ?? "iphone-15"
      return .device(name: name, landscape: try object.bool("landscape") ?? false, scale: scale)
    }
    for key in ["device", "landscape"] where object[key] != nil {
      throw object.error(key, "give \"device\" or \"size\", not both")
    }
    let parts = sizeText.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
    guard parts.count == 2, let width = parts[0], let height = parts[1] else {
      throw object.error(
        "size", "must be \"WxH\" in points, such as \"393x852\", got \(SnackbarScenarioError.quoted(sizeText))")
    }
    guard width.isFinite, height.isFinite, (1...4096).contains(width), (1...4096).contains(height) else {
      throw object.error(
        "size", "must be WxH in points, each 1...4096, got \(SnackbarScenarioError.quoted(sizeText))")
    }
    return .custom(
      size: CGSize(width: width, height: height), safeArea: try safeArea(object),
      regular: try object.bool("regular") ?? false, scale: scale ?? 2)
  }

  private static func safeArea(_ object: ScenarioJSONObject) throws(SnackbarScenarioError) -> SnackbarEdgeInsets {
    guard let value = object["safeArea"] else { return .zero }
    guard case .array(let elements) = value.content, elements.count == 4 else {
      throw object.error("safeArea", "must be four insets [T, L, B, R] in points, got \(value.quoted)")
    }
    var insets: [CGFloat] = []
    for element in elements {
      guard let inset = element.number, (0...1000).contains(inset) else {
        throw SnackbarScenarioError(key: "safeArea", reason: "each inset must be a number of points in 0...1000")
          .located(at: element.position)
      }
      insets.append(CGFloat(inset))
    }
    return SnackbarEdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
  }
}
