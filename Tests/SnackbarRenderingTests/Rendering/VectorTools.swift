import Foundation
import SnackbarImage
import SnackbarRendering
import SnackbarTestSupport
import Testing

/// The command-line tools that check PDF and SVG output from outside: Debian's poppler-utils
/// (`pdfinfo`, `pdftoppm`) and librsvg2-bin (`rsvg-convert`), which scripts/bootstrap installs
/// (scripts/pinned-packages.txt, "Checking PDF and SVG output").
enum VectorTools {
  /// Why a test is skipped on a machine without them.
  static let missingReason: Comment =
    "needs pdfinfo, pdftoppm (poppler-utils) and rsvg-convert (librsvg2-bin); scripts/bootstrap installs them"

  /// Whether all three tools are on the PATH.
  static var isAvailable: Bool {
    ["pdfinfo", "pdftoppm", "rsvg-convert"].allSatisfy { executable($0) != nil }
  }

  /// The tool's path on the PATH, or nil.
  static func executable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// A tool failed or is missing.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `name` with `arguments` and returns its standard output; throws on a non-zero exit.
  @discardableResult
  static func run(_ name: String, _ arguments: [String]) throws -> String {
    guard let tool = executable(name) else { throw Failure(description: "\(name) is not on the PATH") }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "\(name) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
          + String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: outputData, as: UTF8.self)
  }

  /// `pdfinfo`'s report of `pdf` (it exits non-zero for a PDF it cannot parse).
  static func pdfInfo(_ pdf: [UInt8]) throws -> String {
    try withTemporaryFile(pdf, name: "in.pdf") { file, _ in try run("pdfinfo", [file.path]) }
  }

  /// The PDF's first page rasterised by `pdftoppm` at 72 x `scale` dots per inch, so one point
  /// becomes `scale` pixels (on white paper: pdftoppm has no transparency).
  static func rasterisePDF(_ pdf: [UInt8], scale: Int) throws -> RGBAImage {
    try withTemporaryFile(pdf, name: "in.pdf") { file, directory in
      let stem = directory.appendingPathComponent("page")
      try run("pdftoppm", ["-png", "-r", "\(72 * scale)", "-singlefile", file.path, stem.path])
      return try PNGCodec.decode(contentsOf: stem.appendingPathExtension("png"))
    }
  }

  /// The SVG rasterised by `rsvg-convert` at `scale` pixels per `px` (with alpha).
  static func rasteriseSVG(_ svg: [UInt8], scale: Int) throws -> RGBAImage {
    try withTemporaryFile(svg, name: "in.svg") { file, directory in
      let output = directory.appendingPathComponent("out.png")
      try run("rsvg-convert", ["--zoom", "\(scale)", "--format", "png", "--output", output.path, file.path])
      return try PNGCodec.decode(contentsOf: output)
    }
  }

  private static func withTemporaryFile<R>(
    _ bytes: [UInt8], name: String, _ body: (URL, URL) throws -> R
  ) throws -> R {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let file = directory.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return try body(file, directory)
  }
}
