import SnackbarAudit
import SnackbarBasics
import SnackbarCatalog
import SnackbarImage
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

/// One image of a matrix: a key in a locale under one variant, with the `screen` arguments that
/// draw it and the localisation findings known before drawing (`l10n.missing`,
/// `l10n.placeholders`).
struct MatrixImage: Sendable {
  /// The key's position among the keys rendered, and how many images the key has: a key's
  /// lines are written once all its images are in (``MatrixKeyGroups``).
  let group: Int
  var groupSize = 0
  /// The message's key; its table is the line's `table` when it has one.
  let key: StringCatalogKey
  let locale: String
  /// `ltr` or `rtl`.
  let direction: String
  /// The axis values (`mdc.iphone-se.AX-XXXL`, with the direction when `--directions` is given).
  let axisName: String
  let catalogVariant: StringCatalogVariant
  /// The `variant` object of the line: the axes as the command line spells them, and the
  /// catalog's plural or device variation.
  let variant: SnackbarJSONObject
  let text: String
  let action: String?
  /// Relative to the output folder: `<locale>/<key>/<variant>.png`, with the table's folder before
  /// the key's when the catalog has several tables.
  let path: String
  let findings: [SnackbarJSONValue]
  /// `screen`'s arguments for this image, the output path included.
  let arguments: [CommandLineArgument]
  /// A source-language image that `--locales` leaves out: laid out and audited for
  /// `l10n.expansion` to compare with, but never written, counted or given a line.
  var isReference = false
  /// What the written image shows (`--frame`).
  var frame = MatrixOptions.Frame.snackbar
  /// The thresholds the project's configuration chose.
  var auditOptions = SnackbarAuditOptions()
  /// Where the message's text is written: the locale's own unit, or for a fallback the unit it
  /// falls back to (the source language's, for `l10n.missing`; a pseudo-locale's is the source
  /// language's too), so a finding can point at the line a translator edits. Nil only for images
  /// made without a catalog.
  var location: StringCatalogLocation?
  /// Where the action's text is written, likewise; nil without an action.
  var actionLocation: StringCatalogLocation?

  /// How a message names the image, escaped for a terminal: its key as written, the key's table,
  /// the locale and variant, then its file (`"photo.deleted" in de, mdc.iphone-se.L
  /// (de/photo.deleted/mdc.iphone-se.L.png)`).
  var label: String {
    "\(Self.describe(key)) in \(EchoedText.escaped(locale)), \(EchoedText.escaped(variantName)) "
      + "(\(EchoedText.escaped(path)))"
  }

  /// `key`'s name as written, quoted and escaped, and its table when it has one.
  static func describe(_ key: StringCatalogKey) -> String {
    var text = EchoedText.quoted(key.name)
    if let table = key.table { text += " of the table \(EchoedText.quoted(table))" }
    return text
  }

  /// The variant's name: the axes, then the catalog variant's name unless it is the base.
  var variantName: String { Self.variantName(axisName: axisName, catalogVariant) }

  static func variantName(axisName: String, _ variant: StringCatalogVariant) -> String {
    variant == .base ? axisName : axisName + "." + variant.name
  }

  /// What drawing an image measured: its lines, whether the action went under the text, and
  /// the audit's findings.
  struct Rendered: Sendable {
    let lines: Int
    let actionBelow: Bool
    let findings: [SnackbarAuditFinding]
    /// The ids of the audit's rules that did not run on this image (the wording rules on text
    /// that is not English): listed on the line, no finding.
    var notChecked: [String] = []
    /// The written image's size and the snackbar's region within it, in device pixels: the
    /// line's `frame`, from which the page sizes a thumbnail and, for a whole screen, crops it
    /// to the snackbar. nil for a reference, which is not written.
    var frame: ImageFrame?
  }

  /// Where the snackbar lies in a written image.
  struct ImageFrame: Sendable, Equatable {
    let width: Int
    let height: Int
    /// The snackbar's container and the reach of its shadow, within the image.
    let snackbar: PixelRect

    var jsonValue: SnackbarJSONValue {
      .object([
        "width": .number(Double(width)), "height": .number(Double(height)),
        "snackbar": .object([
          "x": .number(Double(snackbar.x)), "y": .number(Double(snackbar.y)),
          "width": .number(Double(snackbar.width)), "height": .number(Double(snackbar.height)),
        ]),
      ])
    }
  }

  /// Parses, audits and writes the image with `renderer`, as `screen` and `batch --audit` do:
  /// the same parser, the same audit, the file all or nothing, flushed later by the caller.
  func render(with renderer: SnackbarRenderer) -> Result<Rendered, CLIError> {
    do throws(CLIError) {
      // `--text=-` means standard input to `screen`'s parser; a catalog string that is exactly "-"
      // is given that way, so it is drawn as written instead of failing as an empty input.
      let text = Array(self.text.utf8)
      let job = try ScreenCommand.job(arguments, standardInput: StandardInput { _ in text })
      let (report, layout) = try AuditJob.audit(job.request, with: renderer, options: auditOptions)
      let frame = isReference ? nil : try write(job, with: renderer)
      return .success(
        Rendered(
          lines: layout.lineCount, actionBelow: action != nil && layout.arrangement == .actionBelow,
          findings: report.findings, notChecked: Array(Set(report.notChecked.map(\.rule.rawValue))).sorted(),
          frame: frame))
    } catch {
      return .failure(error)
    }
  }

  /// Writes the image as `--frame` asks, all or nothing, flushed later by the caller: the whole
  /// screen as `screen` writes it, or only the snackbar's region of it (the whole screen when
  /// the snackbar lies outside it).
  private func write(_ job: DrawingJob, with renderer: SnackbarRenderer) throws(CLIError) -> ImageFrame {
    try job.checkOutputs()
    let drawn: (bytes: [UInt8], canvas: PixelRect, snackbarRegion: PixelRect?)
    do {
      drawn = try renderer.renderPNG(job.request, onlySnackbarRegion: frame == .snackbar)
    } catch {
      throw renderError(error)
    }
    try OutputFiles.write([(drawn.bytes, job.output)], durability: .deferred)
    let region = drawn.snackbarRegion ?? drawn.canvas
    if frame == .snackbar, drawn.snackbarRegion != nil {
      return ImageFrame(
        width: region.width, height: region.height, snackbar: PixelRect(width: region.width, height: region.height))
    }
    return ImageFrame(width: drawn.canvas.width, height: drawn.canvas.height, snackbar: region)
  }

  /// The line of `matrix.jsonl`, findings in severity order (errors first), audit before
  /// localisation within a severity.
  /// `source` is the source language's image of the same variant, for a translation's line.
  /// `gate` applies the project's configuration and baseline: findings it sets aside go to the
  /// line's `ignored`, each with its reason.
  func line(
    _ rendered: Rendered, extraFindings: [SnackbarJSONValue], source: MatrixImage? = nil,
    gate: inout SnackbarAuditGate
  ) -> SnackbarJSONValue {
    let all = rendered.findings + (findings + extraFindings).compactMap(SnackbarAuditFinding.init(jsonValue:))
    let (counted, ignored) = gate.judge(all, subject: subject)
    let sorted = counted.map(\.jsonValue)
    var members: SnackbarJSONObject = [
      "key": .string(key.name), "locale": .string(locale), "direction": .string(direction),
      "variant": .object(variant), "text": .string(text), "action": action.map { .string($0) } ?? .null,
      "path": .string(path), "lines": .number(Double(rendered.lines)), "findings": .array(sorted),
    ]
    if let table = key.table { members["table"] = .string(table) }
    if let frame = rendered.frame { members["frame"] = frame.jsonValue }
    if let source {
      members["source"] = .object(["text": .string(source.text), "action": source.action.map { .string($0) } ?? .null])
    }
    if !rendered.notChecked.isEmpty { members["notChecked"] = .array(rendered.notChecked.map { .string($0) }) }
    if !ignored.isEmpty { members["ignored"] = .array(ignored.map(\.jsonValue)) }
    if let location { members["location"] = Self.jsonValue(location) }
    if action != nil, let actionLocation { members["actionLocation"] = Self.jsonValue(actionLocation) }
    return .object(members)
  }

  /// `{"column": 9, "file": "de.lproj/Localizable.strings", "line": 12}`: the file as the reader
  /// recorded it, and the line and column only where the reader knows them.
  static func jsonValue(_ location: StringCatalogLocation) -> SnackbarJSONValue {
    var members: SnackbarJSONObject = ["file": .string(location.file)]
    if let line = location.line { members["line"] = .number(Double(line)) }
    if let column = location.column { members["column"] = .number(Double(column)) }
    return .object(members)
  }

  /// What the image stands for, for the configuration's ignores and the baseline.
  var subject: SnackbarAuditSubject {
    SnackbarAuditSubject(key: key.name, table: key.table, locale: locale, variant: variantName)
  }
}
