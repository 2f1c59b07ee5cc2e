import Foundation
import Testing

/// README, "Use it in your package": the manifest, verbatim, compiled by SwiftPM itself
/// (`swift package dump-package` compiles a manifest without fetching its dependencies), and
/// checked against this package's products.
@Suite struct ReadmePackageManifestTests {
  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "MyApp",
      dependencies: [
        // Placeholder URL and version: MaterialSnackbar is not published yet.
        .package(url: "https://github.com/your-org/MaterialSnackbar.git", from: "0.1.0")
      ],
      targets: [
        .target(name: "MyApp", dependencies: [.product(name: "MaterialSnackbar", package: "MaterialSnackbar")]),
        .testTarget(
          name: "MyAppTests",
          dependencies: ["MyApp", .product(name: "SnackbarSnapshotTesting", package: "MaterialSnackbar")]
        ),
      ]
    )
    """

  /// The `swift` driver running these tests, found on PATH.
  static let swift: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The products this package declares, from Package.swift's `.library(name:` and
  /// `.executable(name:` lines.
  static func declaredProducts() throws -> Set<String> {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let names = text.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: #"\.(library|executable)\(name: "([^"]+)""#, options: .regularExpression)
      else { return nil }
      return line[range].split(separator: "\"").dropFirst().first.map(String.init)
    }
    return Set(names)
  }

  @Test(.enabled(if: swift != nil, "needs the swift driver on PATH"))
  func theManifestCompilesAndNamesThisPackagesProducts() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-manifest-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(Self.manifest.utf8).write(to: directory.appendingPathComponent("Package.swift"))

    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.swift))
    process.arguments = ["package", "--package-path", directory.path, "dump-package"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let json = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "swift package dump-package failed: \(errorText)")

    let dump = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let dependencies = try #require(dump["dependencies"] as? [[String: Any]])
    let sourceControl = try #require((dependencies.first?["sourceControl"] as? [[String: Any]])?.first)
    // SwiftPM names the dependency after the URL's last component: the `package:` labels match.
    #expect(sourceControl["identity"] as? String == "materialsnackbar")
    let targets = try #require(dump["targets"] as? [[String: Any]])
    let products = targets.flatMap { ($0["dependencies"] as? [[String: Any]]) ?? [] }
      .compactMap { ($0["product"] as? [Any])?.compactMap { $0 as? String } }
    #expect(products.count == 2)
    let declared = try Self.declaredProducts()
    #expect(declared.count == 15, "\(declared)")
    for product in products {
      #expect(product.count >= 2 && product[1] == "MaterialSnackbar", "\(product)")
      #expect(declared.contains(product[0]), "README names \(product[0]), which Package.swift does not declare")
    }
  }
}
