import Foundation
import Testing

/// Tests mirror sources: every folder of `Tests/<Module>Tests/` is a folder of `Sources/<Module>/`
/// (`Tests/SnackbarAuditTests/Rules/` tests `Sources/SnackbarAudit/Rules/`), so whoever opens a
/// source folder finds its tests at the same path, and a source folder renamed without its tests
/// fails here. Files at a test target's top level are not checked: they test the module as a
/// whole (boundaries, the README) or hold what every folder's tests share.
///
/// A test folder may also hold what has no source folder of its own, under one of
/// ``ownFolders``. Test targets without a module of their name (`SnackbarGoldenTests`,
/// `MaterialSnackbarSwift6Tests`) and the support targets are not mirrors of anything.
@Suite struct TestFolderMirrorTests {
  /// The package root.
  static let root = ReadmeArchitectureTests.packageRoot

  /// Folders any test target may have, and what each holds.
  static let ownFolders: [String: String] = [
    "Fixtures": "input files, fakes and builders the target's tests share",
    "Fuzz": "seeded fuzz tests and their generators, across the module",
    "Readme": "the README's and the DocC articles' examples, compiled and run",
    "Resources": "files the target bundles (`resources:` in Package.swift)",
    "Upstream": "MDC iOS's own tests, ported one for one, kept together to compare with upstream",
  ]

  /// Test folders whose source folder is elsewhere for now, with why; each must still exist, so
  /// an entry is removed once its folder moves.
  static let unmirrored: [String: String] = [
    "SnackbarCLITests/Cache": "the renderer's caches as untrusted input, driven through `snackbar` child processes"
  ]

  /// A test folder that is no source folder of its module: `Tests/<target>/<folder>`.
  struct Violation: Equatable, CustomStringConvertible {
    let target: String
    let folder: String
    let module: String

    var description: String {
      "Tests/\(target)/\(folder)/ has no source folder Sources/\(module)/\(folder)/: move its tests into the folder "
        + "of the sources they test, or rename it after one (own folders: "
        + "\(TestFolderMirrorTests.ownFolders.keys.sorted().joined(separator: ", ")))"
    }
  }

  /// The folders under `folder`, as relative paths (`A`, `A/B`), links not followed.
  static func folders(under folder: URL) throws -> Set<String> {
    let paths = try #require(FileManager.default.subpaths(atPath: folder.path))
    return Set(
      paths.filter { path in
        var isDirectory: ObjCBool = false
        let url = folder.appendingPathComponent(path)
        let isLink = (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true
        return !isLink && FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
          && isDirectory.boolValue
      })
  }

  /// The test folders of `target` that mirror nothing in `sourceFolders` (the module's folders),
  /// leaving out those under an own folder and those `unmirrored` names.
  static func violations(
    target: String, module: String, testFolders: Set<String>, sourceFolders: Set<String>,
    unmirrored: [String: String] = unmirrored
  ) -> [Violation] {
    let excused = unmirrored.keys.filter { $0.hasPrefix("\(target)/") }.map { $0.dropFirst(target.count + 1) }
    return testFolders.sorted().compactMap { folder in
      let first = String(folder.prefix { $0 != "/" })
      guard ownFolders[first] == nil, !sourceFolders.contains(folder),
        !excused.contains(where: { folder == $0 || folder.hasPrefix("\($0)/") })
      else { return nil }
      return Violation(target: target, folder: folder, module: module)
    }
  }

  /// Each `Tests/<Module>Tests/` whose `Sources/<Module>/` exists.
  static func mirroredTargets() throws -> [(target: String, module: String)] {
    let tests = root.appendingPathComponent("Tests")
    let names = try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted()
    return names.compactMap { name in
      guard name.hasSuffix("Tests") else { return nil }
      let module = String(name.dropLast("Tests".count))
      var isDirectory: ObjCBool = false
      let source = root.appendingPathComponent("Sources").appendingPathComponent(module)
      guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue
      else { return nil }
      return (name, module)
    }
  }

  @Test func everyTestFolderIsASourceFolderOfItsModule() throws {
    let targets = try Self.mirroredTargets()
    #expect(targets.count >= 10, "found only \(targets.map(\.target))")
    var found: [Violation] = []
    for (target, module) in targets {
      found += Self.violations(
        target: target, module: module,
        testFolders: try Self.folders(under: Self.root.appendingPathComponent("Tests/\(target)")),
        sourceFolders: try Self.folders(under: Self.root.appendingPathComponent("Sources/\(module)")))
    }
    #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
  }

  @Test func everyUnmirroredFolderStillExists() {
    for folder in Self.unmirrored.keys.sorted() {
      var isDirectory: ObjCBool = false
      let path = Self.root.appendingPathComponent("Tests/\(folder)").path
      #expect(
        FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue,
        "Tests/\(folder)/ is gone: remove it from TestFolderMirrorTests.unmirrored")
    }
  }

  /// The check itself: a planted folder is named, an own folder and a mirrored one are not.
  @Test func aFolderWithoutASourceFolderIsNamed() {
    let found = Self.violations(
      target: "SnackbarAuditTests", module: "SnackbarAudit",
      testFolders: ["Rules", "Fixtures", "Fixtures/Sarif", "Helpers", "Rules/Extra"],
      sourceFolders: ["Rules", "Findings"], unmirrored: [:])
    #expect(found.map(\.folder) == ["Helpers", "Rules/Extra"])
    #expect(
      found.first?.description.hasPrefix(
        "Tests/SnackbarAuditTests/Helpers/ has no source folder Sources/SnackbarAudit/Helpers/")
        == true)
    let excused = Self.violations(
      target: "SnackbarCLITests", module: "SnackbarCLI", testFolders: ["Cache", "Cache/Deep", "Other"],
      sourceFolders: [], unmirrored: ["SnackbarCLITests/Cache": "why"])
    #expect(excused.map(\.folder) == ["Other"])
  }
}
