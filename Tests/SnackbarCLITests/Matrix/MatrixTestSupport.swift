import Foundation

@testable import SnackbarCLI

/// An Xcode string catalog for the matrix tests: a German string that overflows two lines on
/// the small phone at the largest text size, an Arabic translation, a missing French one and a
/// German placeholder of the wrong type.
enum MatrixFixtures {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "photo.deleted" : {
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "تم حذف %@" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%d gelöscht" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ deleted" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ supprimé" } }
          }
        },
        "sync.failed" : {
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "فشلت المزامنة" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Die Synchronisierung ist fehlgeschlagen, weil der Server nicht erreichbar war. Bitte versuchen Sie es später erneut." } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Sync failed" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// One translated `stringUnit` of an Xcode string catalog, as JSON text.
  static func unit(_ value: String) -> String {
    #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
  }

  /// The options every matrix test draws with: one small phone at the largest size, at scale 1
  /// so whole screens stay quick to draw.
  static let smallPhone = ["--devices", "iphone-se", "--content-sizes", "AX-XXXL", "--scale", "1", "--quiet"]
}

/// Runs `snackbar matrix` in-process with `variables` as its environment, obeying `stop`.
func matrix(_ arguments: [String], variables: [String: String] = [:], stop: MatrixStop = MatrixStop()) -> CLIRun {
  let lines = CapturedMatrixLines()
  let output = CLIOutput(standardOutput: lines.appendOutput, standardError: lines.appendError)
  let environment = BatchEnvironment(
    standardInput: -1, isTerminal: false, clock: { 0 }, writeRaw: { _ in })
  let status: Int32
  do {
    status = try MatrixCommand.run(
      arguments.map { CommandLineArgument($0) }, output, environment: environment, variables: variables, stop: stop)
  } catch {
    lines.appendError(error.description)
    status = error.exitStatus
  }
  let captured = lines.snapshot
  return CLIRun(status: status, output: captured.output, errors: captured.errors)
}

private final class CapturedMatrixLines: @unchecked Sendable {
  private let lock = NSLock()
  private var output: [String] = []
  private var errors: [String] = []

  func appendOutput(_ line: String) { lock.withLock { output.append(line) } }
  func appendError(_ line: String) { lock.withLock { errors.append(line) } }
  var snapshot: (output: [String], errors: [String]) { lock.withLock { (output, errors) } }
}

/// Every file below `folder`, relative path to bytes: two matrix outputs compared byte for byte.
func contents(_ folder: String) throws -> [String: Data] {
  var result: [String: Data] = [:]
  let enumerator = FileManager.default.enumerator(atPath: folder)
  while let item = enumerator?.nextObject() as? String {
    var isDirectory: ObjCBool = false
    let path = folder + "/" + item
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
      result[item] = try Data(contentsOf: URL(fileURLWithPath: path))
    }
  }
  return result
}

/// The lines of a `matrix.jsonl`, parsed.
func matrixLines(_ path: String) throws -> [[String: Any]] {
  let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
  return try text.split(separator: "\n").map { line in
    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
      throw CocoaError(.coderReadCorrupt)
    }
    return object
  }
}

/// The ids of a line's findings whose rule starts with `prefix`.
func matrixRules(_ line: [String: Any], prefix: String = "l10n.") -> [String] {
  ((line["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String }.filter { $0.hasPrefix(prefix) }
}
