import Foundation
import SnackbarRendering

/// `snackbar diff A.png B.png [--output DIFF.png] [--tolerance SPEC]`: compares two PNG files.
///
/// Exit status: 0 when they match under the tolerance, 1 when they differ (the numbers are
/// printed), 2 on bad input (usage, unreadable or invalid PNG, bad tolerance, unwritable output).
/// `A` is treated as the reference, `B` as the actual image. The difference image (written only
/// when they differ) is the same as the snapshot artifact: highlight | amplified difference.
public enum SnapshotDiffCommand {
  /// Exit status: the images match.
  public static let matchStatus: Int32 = 0
  /// Exit status: the images differ.
  public static let differStatus: Int32 = 1
  /// Exit status: bad input.
  public static let badInputStatus: Int32 = 2

  /// The usage text.
  public static let usage = """
    usage: snackbar diff REFERENCE.png ACTUAL.png [--output DIFF.png] [--tolerance SPEC]
      SPEC: exact (default), or comma-separated channel=N,fraction=F,deltaE=D
        channel   a pixel differs only if some channel differs by more than N (0...255)
        fraction  fraction of pixels allowed to differ, 0...1 or a percentage (0.1%)
        deltaE    a pixel differs only if its CIEDE2000 difference exceeds D
    exit status: 0 match, 1 differ, 2 bad input
    """

  /// Runs the command with `arguments` (not including the program or subcommand name).
  /// - Parameters:
  ///   - standardOutput: receives results (one call per line).
  ///   - standardError: receives usage and input errors.
  /// - Returns: the exit status.
  public static func run(
    arguments: [String],
    standardOutput: (String) -> Void = { print($0) },
    standardError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      standardError("snackbar diff: \(error)")
      standardError(usage)
      return badInputStatus
    }
    if options.help {
      standardOutput(usage)
      return matchStatus
    }
    let reference: RGBAImage
    let actual: RGBAImage
    do {
      reference = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: options.reference))
      actual = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: options.actual))
    } catch {
      standardError("snackbar diff: \(error)")
      return badInputStatus
    }
    let result = ImageComparison.compare(reference: reference, actual: actual, tolerance: options.tolerance)
    if result.isMatch {
      standardOutput("match: " + result.message.replacingOccurrences(of: "\n", with: "\n  "))
      return matchStatus
    }
    standardOutput("differ: \(options.reference) vs \(options.actual)")
    for line in result.message.split(separator: "\n") { standardOutput("  " + line) }
    if let output = options.output {
      let difference = DifferenceImage.artifact(reference: reference, actual: actual, tolerance: options.tolerance)
      do {
        try AtomicFile.write(try PNGCodec.encode(difference), to: URL(fileURLWithPath: output))
        standardOutput("difference image: \(output)")
      } catch {
        standardError("snackbar diff: cannot write the difference image: \(error)")
        return badInputStatus
      }
    }
    return differStatus
  }

  /// Parsed arguments.
  struct Options: Equatable {
    var reference = ""
    var actual = ""
    var output: String?
    var tolerance = ImageTolerance.exact
    var help = false

    static func parse(_ arguments: [String]) throws(SnapshotDiffUsageError) -> Options {
      var options = Options()
      var positional: [String] = []
      var index = 0
      func value(for flag: String) throws(SnapshotDiffUsageError) -> String {
        index += 1
        guard index < arguments.count else { throw .missingValue(flag) }
        return arguments[index]
      }
      while index < arguments.count {
        let argument = arguments[index]
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
          // --flag=value: split and handle as two arguments.
          let flag = String(argument[..<equals])
          let inline = String(argument[argument.index(after: equals)...])
          try options.apply(flag: flag, value: inline)
        } else if argument == "--output" || argument == "-o" || argument == "--tolerance" {
          try options.apply(flag: argument, value: try value(for: argument))
        } else if argument == "--help" || argument == "-h" {
          options.help = true
        } else if argument.hasPrefix("-") && argument != "-" {
          throw .unknownOption(argument)
        } else {
          positional.append(argument)
        }
        index += 1
      }
      if options.help { return options }
      guard positional.count == 2 else { throw .wrongFileCount(positional.count) }
      options.reference = positional[0]
      options.actual = positional[1]
      return options
    }

    private mutating func apply(flag: String, value: String) throws(SnapshotDiffUsageError) {
      switch flag {
      case "--output", "-o":
        guard output == nil else { throw .duplicateOption(flag) }
        output = value
      case "--tolerance":
        do {
          tolerance = try ImageTolerance.parse(value)
        } catch {
          throw .invalidTolerance(error)
        }
      default:
        throw .unknownOption(flag)
      }
    }
  }
}

/// Why `snackbar diff`'s arguments were rejected.
public enum SnapshotDiffUsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Not exactly two image paths.
  case wrongFileCount(Int)
  /// An option that is not known.
  case unknownOption(String)
  /// An option given twice.
  case duplicateOption(String)
  /// An option without its value.
  case missingValue(String)
  /// The tolerance spec does not parse.
  case invalidTolerance(ImageToleranceParseError)

  /// A one-line explanation for failure messages and command-line errors.
  public var description: String {
    switch self {
    case .wrongFileCount(let count): return "expected two PNG paths, got \(count)"
    case .unknownOption(let option): return "unknown option \(option)"
    case .duplicateOption(let option): return "option \(option) given twice"
    case .missingValue(let option): return "option \(option) needs a value"
    case .invalidTolerance(let error): return error.description
    }
  }
}
