import Foundation
import Testing

/// The `snackbar` executable run as a child process with a changed environment: variables meant
/// for FreeType and fontconfig must neither change the pixels nor print anything. A child process,
/// because the native libraries read their variables once per process, and changing this test
/// process's environment would race with every other test's threads.
@Suite struct ProcessEnvironmentTests {
  /// The variables under test, removed from the reference run's environment.
  static let variables = [
    "FREETYPE_PROPERTIES", "FC_DEBUG", "FC_DBG_MATCH_FILTER", "FONTCONFIG_FILE", "FONTCONFIG_PATH",
    "FONTCONFIG_SYSROOT",
  ]
  /// Chinese (Noto Sans CJK, a CFF font) and Latin (Roboto, TrueType).
  static let text = "消息已发送 Message sent"

  /// The `snackbar` executable beside this test binary (SwiftPM builds both into one directory).
  static func executable() throws -> URL {
    let directories = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
    ]
    for case let directory? in directories {
      let candidate = directory.appendingPathComponent("snackbar")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    Issue.record("no snackbar executable beside the test binary: build the package (swift build --build-tests)")
    throw CocoaError(.fileNoSuchFile)
  }

  /// Runs `snackbar arguments…` with the process environment less ``variables``, plus `extra`,
  /// and `input` on its standard input (written whole before the outputs are read, so it must
  /// fit a pipe's buffer, 64 KiB; without it, an empty standard input).
  ///
  /// A child still running after `timeout` seconds is killed (SIGKILL,
  /// ``ChildProcess/Ending/timedOut``), so a hang fails the test instead of the whole run. With an
  /// `addressSpaceLimit` (bytes, `ulimit -v`), an allocation past it fails in the child; with
  /// `limitFileBlocks`, a file larger than that many 512-byte blocks (`ulimit -f`).
  static func run(
    _ arguments: [String], environment extra: [String: String] = [:], input: Data = Data(),
    timeout: Double = ChildProcess.defaultTimeout, addressSpaceLimit: Int? = nil, limitFileBlocks: Int? = nil
  ) throws -> ChildProcess.Ending {
    var environment = ProcessInfo.processInfo.environment
    for name in variables { environment[name] = nil }
    environment.merge(extra) { _, new in new }
    var executable = try executable()
    var arguments = arguments
    // Limits are set by a shell that then becomes the snackbar process (exec keeps the pid).
    var limits: [String] = []
    if let addressSpaceLimit { limits.append("ulimit -v \(addressSpaceLimit / 1024)") }
    if let limitFileBlocks { limits.append("ulimit -f \(limitFileBlocks)") }
    if !limits.isEmpty {
      arguments = ["-c", limits.joined(separator: " && ") + " && exec \"$0\" \"$@\"", executable.path] + arguments
      executable = URL(fileURLWithPath: "/bin/sh")
    }
    return try ChildProcess(
      arguments, executable: executable, environment: environment, input: input, timeout: timeout
    ).finish()
  }

  /// Renders ``text`` to `name` in `directory` with `environment`; returns the run and the PNG.
  static func render(
    _ name: String, in directory: ScratchDirectory, verbose: Bool = false, environment: [String: String] = [:]
  ) throws -> (run: ChildProcess.Ending, png: Data) {
    let path = directory.path(name)
    let arguments = (verbose ? ["--verbose"] : []) + ["render", "--text", text, "--output", path]
    let run = try run(arguments, environment: environment)
    #expect(run.status == 0, "\(run.errors)")
    return (run, try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test func freeTypePropertiesFromTheEnvironmentChangeNoPixel() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let reference = try Self.render("reference.png", in: directory)
    // Stem darkening for CFF (the CJK font) and the auto-hinter, other darkening parameters, the
    // old TrueType interpreter: each changes glyphs if FreeType takes it from the environment.
    let properties = [
      "cff:no-stem-darkening=0", "cff:darkening-parameters=500,500,1000,500,1667,500,2333,500",
      "autofitter:no-stem-darkening=0", "truetype:interpreter-version=35",
    ]
    let changed = try Self.render(
      "changed.png", in: directory, environment: ["FREETYPE_PROPERTIES": properties.joined(separator: " ")])
    #expect(changed.png == reference.png, "FREETYPE_PROPERTIES changed the rendered pixels")
  }

  @Test func fontconfigVariablesNeitherPrintNorChangePixels() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let reference = try Self.render("reference.png", in: directory)
    let changed = try Self.render(
      "changed.png", in: directory,
      environment: [
        "FC_DEBUG": "1", "FONTCONFIG_FILE": "/nonexistent/fonts.conf", "FONTCONFIG_PATH": "/nonexistent",
        "FONTCONFIG_SYSROOT": "/usr",
      ])
    #expect(changed.run.output == directory.path("changed.png") + "\n", "only the result on standard output")
    #expect(changed.run.errors == "", "nothing on standard error")
    #expect(changed.png == reference.png, "a fontconfig variable changed the rendered pixels")
  }

  @Test func verboseLetsFontconfigDebugOutputThrough() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let reference = try Self.render("reference.png", in: directory)
    let verbose = try Self.render("verbose.png", in: directory, verbose: true, environment: ["FC_DEBUG": "1"])
    #expect(verbose.run.output.contains("FC_DEBUG=1"))
    #expect(verbose.run.output.hasSuffix(directory.path("verbose.png") + "\n"))
    #expect(verbose.png == reference.png)
  }
}
