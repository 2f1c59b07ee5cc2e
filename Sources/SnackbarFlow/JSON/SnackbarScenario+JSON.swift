import Foundation
import MaterialSnackbar
import SnackbarLayout

extension SnackbarScenario {
  /// The top-level keys of a scenario file.
  static let documentKeys = ["device", "landscape", "size", "safeArea", "regular", "scale", "theme", "until", "steps"]

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
  /// ``SnackbarScenarioAction`` and the README's "Flows" section for every key.
  ///
  /// - Throws: ``SnackbarScenarioError`` for invalid JSON, unknown keys, bad times (negative,
  ///   non-finite, past `until`, out of order), bad values and unknown tokens, naming the step's
  ///   index and the key.
  public init(jsonData: Data) throws(SnackbarScenarioError) {
    let document: SnackbarJSONValue
    do {
      document = try JSONDecoder().decode(SnackbarJSONValue.self, from: jsonData)
    } catch {
      throw SnackbarScenarioError(reason: "not valid JSON: \(Self.describe(error))")
    }
    let object = try ScenarioJSONObject(
      document, step: nil, path: "", allowedKeys: Self.documentKeys, what: "a scenario")
    guard let until = try object.number("until", in: 0...Self.maximumDuration, what: "a number of seconds") else {
      throw SnackbarScenarioError(key: "until", reason: "is required: the scenario's length in seconds")
    }
    let theme = try object.choice("theme", of: SnackbarTheme.self) ?? .mdc
    let host = try Self.host(object)
    guard let stepsValue = object.members["steps"] else {
      throw SnackbarScenarioError(key: "steps", reason: "is required: a list of {\"at\": seconds, <action>: …}")
    }
    guard case .array(let elements) = stepsValue else {
      throw SnackbarScenarioError(
        key: "steps", reason: "must be an array, got \(ScenarioJSONObject.describe(stepsValue))")
    }
    var steps: [SnackbarScenarioStep] = []
    for (index, element) in elements.enumerated() {
      steps.append(try SnackbarScenarioStep(json: element, index: index))
    }
    try self.init(host: host, theme: theme, until: until, steps: steps)
  }

  /// Reads the scenario file at `url`.
  /// - Throws: ``SnackbarScenarioError`` naming the file when it cannot be read, else as
  ///   ``init(jsonData:)``.
  public init(contentsOf url: URL) throws(SnackbarScenarioError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SnackbarScenarioError(reason: "cannot read \(url.path): \((error as NSError).localizedDescription)")
    }
    try self.init(jsonData: data)
  }

  private static func host(_ object: ScenarioJSONObject) throws(SnackbarScenarioError) -> SnackbarScenarioHost {
    let scale = try object.number("scale", in: 1...3).map { (value) throws(SnackbarScenarioError) -> Int in
      guard value == value.rounded() else { throw object.error("scale", "must be 1, 2 or 3, got \(value)") }
      return Int(value)
    }
    guard let sizeText = try object.string("size") else {
      for key in ["safeArea", "regular"] where object.members[key] != nil {
        throw object.error(key, "goes with \"size\", not with a device")
      }
      let name = try object.string("device") ?? "iphone-15"
      return .device(name: name, landscape: try object.bool("landscape") ?? false, scale: scale)
    }
    for key in ["device", "landscape"] where object.members[key] != nil {
      throw object.error(key, "give \"device\" or \"size\", not both")
    }
    let parts = sizeText.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
    guard parts.count == 2, let width = parts[0], let height = parts[1] else {
      throw object.error("size", "must be \"WxH\" in points, such as \"393x852\", got \"\(sizeText)\"")
    }
    return .custom(
      size: CGSize(width: width, height: height), safeArea: try safeArea(object),
      regular: try object.bool("regular") ?? false, scale: scale ?? 2)
  }

  private static func safeArea(_ object: ScenarioJSONObject) throws(SnackbarScenarioError) -> SnackbarEdgeInsets {
    guard let value = object.members["safeArea"] else { return .zero }
    guard case .array(let elements) = value, elements.count == 4 else {
      throw object.error(
        "safeArea", "must be four insets [T, L, B, R] in points, got \(ScenarioJSONObject.describe(value))")
    }
    var insets: [CGFloat] = []
    for element in elements {
      guard case .number(let inset) = element, inset.isFinite, (0...1000).contains(inset) else {
        throw object.error("safeArea", "each inset must be a number of points in 0...1000")
      }
      insets.append(CGFloat(inset))
    }
    return SnackbarEdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
  }

  /// A decoding error in one line, with the position when the decoder reports one.
  private static func describe(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return "\(error)" }
    switch decodingError {
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
      return underlying ?? context.debugDescription
    default:
      return "\(decodingError)"
    }
  }
}
