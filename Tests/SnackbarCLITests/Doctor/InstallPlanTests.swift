import SnackbarRendering
import SnackbarRenderingStack
import Testing

@testable import SnackbarCLI

@Suite struct InstallPlanTests {
  static let recorded = RenderingFingerprint(
    libraries: ["pango": "1.50.12", "cairo": "1.16.0"], fonts: ["Roboto-Regular.ttf": "aa"],
    packages: [
      "libpango-1.0-0": "1.50.12+ds-1", "libpangocairo-1.0-0": "1.50.12+ds-1", "libpangoft2-1.0-0": "1.50.12+ds-1",
      "fonts-roboto-unhinted": "2:0~20170802-3",
    ])

  static func difference(_ kind: RenderingDifference.Kind, _ name: String) -> RenderingDifference {
    RenderingDifference(kind: kind, name: name, recorded: "1", here: "2")
  }

  @Test func eachDifferenceBringsItsPackagesAtTheRecordedVersionsOnce() {
    let plan = InstallPlan(
      differences: [
        Self.difference(.library, "pango"), Self.difference(.font, "Roboto-Regular.ttf"),
        Self.difference(.package, "libpango-1.0-0"),
      ], recorded: Self.recorded, here: Self.recorded, pinned: nil)
    #expect(
      plan.command
        == "apt-get install --allow-downgrades libpango-1.0-0=1.50.12+ds-1 libpangocairo-1.0-0=1.50.12+ds-1 "
        + "libpangoft2-1.0-0=1.50.12+ds-1 fonts-roboto-unhinted=2:0~20170802-3")
    #expect(plan.unresolved.isEmpty)
    #expect(!plan.usesPinnedList)
  }

  @Test func whatNoPackageFixesIsSaid() {
    let plan = InstallPlan(
      differences: [
        Self.difference(.fontOption, "hintStyle"), Self.difference(.fontOption, "antialias"),
        Self.difference(.library, "skia"), Self.difference(.font, "Comic.ttf"),
        // Recorded with packages, but cairo's was not among them: a build from source.
        Self.difference(.library, "cairo"),
      ], recorded: Self.recorded, here: Self.recorded, pinned: nil)
    #expect(plan.command == nil)
    #expect(plan.unresolved.count == 4, "\(plan.unresolved)")
    #expect(plan.unresolved.contains { $0.hasPrefix("font options are set by MaterialSnackbar's code") })
    #expect(plan.unresolved.contains { $0.contains("library skia") })
    #expect(plan.unresolved.contains { $0.hasPrefix("Comic.ttf is not a font") })
    #expect(plan.unresolved.contains { $0.hasPrefix("libcairo2: the goldens' machine did not render with Debian's") })
  }

  @Test func onlyRenderingPackagesReachTheInstallLine() {
    var recorded = Self.recorded
    recorded.packages?["openssh-server"] = "1:9.2p1-2"
    let plan = InstallPlan(
      differences: [Self.difference(.package, "openssh-server"), Self.difference(.package, "libpango-1.0-0")],
      recorded: recorded, here: Self.recorded, pinned: nil)
    #expect(plan.command == "apt-get install --allow-downgrades libpango-1.0-0=1.50.12+ds-1")
    #expect(
      plan.unresolved == [
        "openssh-server is not a package MaterialSnackbar renders with, so it is left out of the install line; "
          + "check where the fingerprint came from"
      ])
  }

  @Test func aLegacyFingerprintTakesPinnedVersionsThatCanBeRight() throws {
    var legacy = Self.recorded
    legacy.packages = nil
    var here = legacy
    here.packages = ["fonts-roboto-unhinted": "2:0~20170802-3"]
    let pinned = try PinnedPackageList(
      text: "libcairo2=1.16.0-7\nfonts-roboto-unhinted=2:0~20170802-3\nfonts-noto-core=20201225-1\n", path: "p")
    let plan = InstallPlan(
      differences: [
        Self.difference(.library, "cairo"), Self.difference(.font, "Roboto-Regular.ttf"),
        Self.difference(.font, "NotoSansThai-Regular.ttf"),
      ], recorded: legacy, here: here, pinned: pinned)
    #expect(plan.command == "apt-get install --allow-downgrades libcairo2=1.16.0-7 fonts-noto-core=20201225-1")
    #expect(plan.usesPinnedList)
    // The machine already has the pinned Roboto package and still differs: not the goldens' version.
    #expect(plan.unresolved.count == 1 && plan.unresolved[0].hasPrefix("fonts-roboto-unhinted: this machine already"))
  }

  /// The printed line is shell-quoted word by word: valid Debian words print as they are, and
  /// anything a shell would act on is single-quoted, whatever slipped past the syntax check.
  @Test func wordsAreShellQuotedOnlyWhenTheyNeedIt() {
    #expect(InstallPlan.shellWord("fonts-roboto-unhinted=2:0~20170802-3") == "fonts-roboto-unhinted=2:0~20170802-3")
    #expect(InstallPlan.shellWord("libcairo2=1.16.0-7") == "libcairo2=1.16.0-7")
    #expect(InstallPlan.shellWord("a=~root") == "'a=~root'")
    #expect(InstallPlan.shellWord("a=1:~x") == "'a=1:~x'")
    #expect(InstallPlan.shellWord("~") == "'~'")
    #expect(InstallPlan.shellWord("x=$(touch /tmp/PWNED)") == "'x=$(touch /tmp/PWNED)'")
    #expect(InstallPlan.shellWord("x=1 && curl e | sh # it's") == #"'x=1 && curl e | sh # it'\''s'"#)
    #expect(InstallPlan.shellWord("") == "''")
    var plan = InstallPlan()
    plan.packages = [.init(name: "libcairo2", version: "1.16.0-7;reboot", source: .fingerprint)]
    #expect(plan.command == "apt-get install --allow-downgrades 'libcairo2=1.16.0-7;reboot'")
  }
}
