import Foundation
import Testing

@testable import SnackbarAudit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A JUnit report as a reader sees it: parsed back with Foundation's XMLParser.
final class JUnitReading: NSObject, XMLParserDelegate {
  struct TestCase: Equatable {
    var attributes: [String: String]
    var failure: [String: String]?
    var failureText = ""
    var error: [String: String]?
    var errorText = ""
    var systemOut: String?
  }

  struct Suite: Equatable {
    var attributes: [String: String]
    var cases: [TestCase] = []
  }

  var root: [String: String] = [:]
  var suites: [Suite] = []
  private var text = ""

  static func read(_ document: String) throws -> JUnitReading {
    let reading = JUnitReading()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = reading
    guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    return reading
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    text = ""
    switch name {
    case "testsuites": root = attributes
    case "testsuite": suites.append(Suite(attributes: attributes))
    case "testcase": suites[suites.count - 1].cases.append(TestCase(attributes: attributes))
    case "failure": suites[suites.count - 1].cases[suites[suites.count - 1].cases.count - 1].failure = attributes
    case "error": suites[suites.count - 1].cases[suites[suites.count - 1].cases.count - 1].error = attributes
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    guard var last = suites.last?.cases.last else { return }
    switch name {
    case "failure": last.failureText = text
    case "error": last.errorText = text
    case "system-out": last.systemOut = text
    default: return
    }
    suites[suites.count - 1].cases[suites[suites.count - 1].cases.count - 1] = last
  }
}

/// The JUnit writer against Jenkins' JUnit schema (with libxml2) and read back by a parser.
@Suite struct JUnitTests {
  static func report(failOn: SnackbarAuditSeverity = .error, cases: [SnackbarAuditCase] = FormatTestCases.all) -> String
  {
    var writer = SnackbarAuditJUnit(name: "snackbar matrix", failOn: failOn)
    for auditCase in cases { writer.add(auditCase) }
    return writer.document()
  }

  static let published = "<xs:attribute name=\"classname\" type=\"xs:string\"/>"

  /// `junit-10.xsd` with `file` and `line` on `<testcase>`, as Fixtures/README.md explains.
  static func schema(extended: Bool) throws -> String {
    let schema = String(decoding: try FormatFixtures.bytes("junit-10.xsd"), as: UTF8.self)
    #expect(schema.components(separatedBy: published).count == 2)
    guard extended else { return schema }
    return schema.replacingOccurrences(
      of: published,
      with: published
        + "<xs:attribute name=\"file\" type=\"xs:string\"/><xs:attribute name=\"line\" type=\"xs:string\"/>")
  }

  @Test func reportValidatesAgainstJenkinsJUnitSchema() throws {
    for failOn in SnackbarAuditSeverity.allCases {
      #expect(try LibXML2Schema.violations(of: Self.report(failOn: failOn), schema: Self.schema(extended: true)) == [])
    }
    #expect(try LibXML2Schema.violations(of: Self.report(cases: []), schema: Self.schema(extended: true)) == [])
  }

  @Test func theSchemaAsPublishedRefusesOnlyFileAndLine() throws {
    let violations = try LibXML2Schema.violations(of: Self.report(), schema: Self.schema(extended: false))
    #expect(violations.count == 4)
    #expect(violations.allSatisfy { $0.contains("attribute 'file'") || $0.contains("attribute 'line'") })
  }

  @Test func aPlantedViolationIsRefused() throws {
    let report = Self.report()
    let planted = report.replacingOccurrences(of: "<testcase name=\"jobs.jsonl:3\"", with: "<testcase")
    #expect(planted != report)
    let violations = try LibXML2Schema.violations(of: planted, schema: Self.schema(extended: true))
    #expect(violations.count == 1)
    #expect(violations.first?.contains("'name' is required") == true)
    let unknown = report.replacingOccurrences(of: "<system-out>", with: "<system-output/><system-out>")
    let refused = try LibXML2Schema.violations(of: unknown, schema: Self.schema(extended: true))
    #expect(refused.count == 3)
    #expect(refused.allSatisfy { $0.contains("'system-output'") })
  }

  @Test func readBackGivesTheCountsNamesAndFailureTypes() throws {
    let reading = try JUnitReading.read(Self.report())
    #expect(reading.root == ["name": "snackbar matrix", "tests": "4", "failures": "1", "errors": "1"])
    #expect(
      reading.suites.map(\.attributes) == [
        ["name": "de", "tests": "2", "failures": "1", "errors": "0", "skipped": "0"],
        ["name": "fr", "tests": "1", "failures": "0", "errors": "0", "skipped": "0"],
        ["name": "batch", "tests": "1", "failures": "0", "errors": "1", "skipped": "0"],
      ])
    let located = reading.suites[0].cases[0]
    #expect(
      located.attributes == [
        "name": "archive.done · de · mdc.iphone-15.L", "classname": "snackbar.matrix.de",
        "file": "App/Resources/Über Uns/Localizable #1?.xcstrings", "line": "12",
      ])
    #expect(located.failure == ["message": "1 finding at error or above: contrast.text", "type": "contrast.text"])
    #expect(
      located.failureText
        == "error contrast.text message 2.61:1 (threshold 4.5:1): The message has 2.61:1 contrast. / Darken the text.")
    #expect(
      located.systemOut == """
        warning target.action action 40×44 pt (threshold 4.5:1): The action is 40×44 pt. / Darken the text. [below error]
        info spoken.labelInName message 2.61:1 (threshold 4.5:1): The label leaves out the text. / Darken the text. [in the baseline]
        warning wording.vague message 2.61:1 (threshold 4.5:1): Says only that it failed. / Darken the text. [ignored: snackbar-audit.json line 4: product asked for it]
        """)
    let bare = reading.suites[0].cases[1]
    #expect(bare.attributes == ["name": "audit", "classname": "snackbar.matrix.de"])
    #expect(bare.failure == nil && bare.error == nil)
    #expect(bare.systemOut?.hasSuffix("[in the baseline]") == true)
    let failed = reading.suites[2].cases[0]
    #expect(failed.attributes["classname"] == "snackbar.matrix.batch")
    #expect(failed.error == ["message": "unknown colour \"#GGG\"", "type": "snackbar.error"])
    #expect(failed.errorText == "unknown colour \"#GGG\"\nat column 14")
    #expect(failed.failure == nil)
  }

  @Test func failOnDecidesWhatFailsAndHostileTextSurvives() throws {
    let reading = try JUnitReading.read(Self.report(failOn: .warning))
    #expect(reading.root["failures"] == "2")
    let located = reading.suites[0].cases[0]
    #expect(located.failure?["message"] == "2 findings at warning or above: contrast.text, target.action")
    let clipped = reading.suites[1].cases[0]
    #expect(clipped.failure?["type"] == "text.clipped")
    // Forbidden characters (ESC, BEL) become visible escapes; the rest, markup included, reads
    // back as written (the carriage return as a character reference).
    let readable = "Say \"hi\" \\ to <b>&</b> </script>\\u001B[31m\\u0007\t\r\nnext line %0A, 50%: done\u{202E}"
    #expect(clipped.failureText == "warning text.clipped message 3 lines (threshold 4.5:1): \(readable) / \(readable)")
    #expect(try JUnitReading.read(Self.report(failOn: .info)).root["failures"] == "2")
  }

  @Test func escapingIsExact() {
    #expect(
      SnackbarAuditJUnit.escaped("<a href=\"x\">'&'</a>\n\t\r\u{0}\u{85}\u{FFFE}é", inAttribute: true)
        == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;&#10;&#9;&#13;\\u0000\\u0085\\uFFFEé")
    #expect(
      SnackbarAuditJUnit.escaped("]]> \"'\n\t\r", inAttribute: false) == "]]&gt; \"'\n\t&#13;")
  }

  @Test func theSameCasesGiveTheSameBytesAsTheGolden() throws {
    let text = Self.report()
    #expect(text == Self.report())
    if ProcessInfo.processInfo.environment["SNACKBAR_RECORD_FORMATS"] == "1" {
      try Data(text.utf8).write(to: FormatFixtures.folder.appendingPathComponent("sample.junit.xml"))
    }
    #expect(try String(decoding: FormatFixtures.bytes("sample.junit.xml"), as: UTF8.self) == text)
  }
}
