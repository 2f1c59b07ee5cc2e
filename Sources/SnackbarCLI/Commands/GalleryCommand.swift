import Foundation
import MaterialSnackbar
import SnackbarFiles
import SnackbarImage
import SnackbarRendering

/// `snackbar gallery DIR`: every feature of the renderer as numbered PNGs, a contact sheet of
/// them all and a Markdown index.
enum GalleryCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "gallery", abstract: "render a showcase of every feature, a contact sheet and an index")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar gallery DIR [--quick] [--columns N]

      Renders a showcase of every feature into DIR: numbered PNGs (01-short.png, 02-action.png, …),
      DIR/contact-sheet.png (all of them in a captioned grid), an animated flow (flow-animation.png,
      an APNG, with flow-filmstrip.png and flow-events.jsonl, as `snackbar play` writes them) and
      DIR/index.md (a list with captions, linking the flow and the audits). Four deliberately bad
      snackbars are audited as `snackbar audit` would: audit-SLUG.png (the screen with each finding
      drawn on it) and audit-SLUG.json (the findings). When DIR/matrix/index.html exists (`make demo`
      renders a `snackbar matrix` there first), the index links it. Messages, two-line text, the
      action below, Arabic and Hebrew right to left, CJK and emoji, bold markup, the Material 2 and 3 themes, leading icons, progress, the close button, the
      largest Dynamic Type, elevations 0/12/24, scales 1 and 3, mid-animation frames, the upstream
      snapshot framing and whole screens (keyboard, tab bar, top, landscape, iPad).

      The output is deterministic: the same machine packages give the same bytes on every run.
      Existing files of the same names are replaced; other files in DIR are left alone.

      OPTIONS:
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "quick", .flag,
          help: "only four pictures (a plain message, an action, Arabic, a screen), no flow"),
        OptionDeclaration(
          "columns", .text, valueName: "N", validation: .range(1...12),
          help: "contact-sheet columns, 1...12 (default 5)"),
      ])),
    .text(
      """

      \(OutputFiles.help)

      EXIT STATUS: 0 written, 2 bad input or failure (nothing is written or changed).
      """),
  ])

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try parse(arguments)
    guard parsed.pathPositionals.count == 1, let directory = parsed.pathPositionals.first, !directory.isEmpty else {
      throw .usage(
        parsed.positionals.isEmpty ? "give the output directory: snackbar gallery DIR" : "give one output directory")
    }
    let columns = try parsed.number("columns") ?? 5
    guard columns == columns.rounded() else { throw .usage("--columns must be a whole number, got \(columns)") }
    let entries = parsed.flag("quick") ? GalleryShowcase.quickEntries() : GalleryShowcase.entries()
    let names = entries.enumerated().map { GalleryEntry.fileName(index: $0.offset, slug: $0.element.slug) }
    let flowNames =
      parsed.flag("quick")
      ? [] : [GalleryFlow.animationName, GalleryFlow.filmstripName, GalleryFlow.eventsName] + GalleryAudits.fileNames
    try checkOutputs(in: directory, names: names + flowNames + [contactSheetName, indexName])

    let renderer = try makeRenderer()
    // Every file is staged (written beside its destination) as it is rendered, so the renders need
    // not all be held encoded in memory; none is renamed into place before all are complete.
    let transaction = OutputTransaction()
    var sheetEntries: [SnackbarContactSheet.Entry] = []
    var files: [(name: String, entry: GalleryEntry, image: RGBAImage)] = []
    do throws(CLIError) {
      for (name, entry) in zip(names, entries) {
        let image: RGBAImage
        let png: [UInt8]
        do {
          image = try renderer.render(entry.request)
          png = try image.pngData()
        } catch {
          throw CLIError.failed("\(name): \(error)")
        }
        do {
          try transaction.stage(png, at: directory.appending(name))
        } catch {
          throw CLIError.failed(error.description)
        }
        files.append((name, entry, image))
        sheetEntries.append(SnackbarContactSheet.Entry(image: image, caption: "\(name)\n\(entry.caption)"))
      }
      let flow = parsed.flag("quick") ? [] : try GalleryFlow.files(using: renderer)
      let audits = parsed.flag("quick") ? (files: [], rules: []) : try GalleryAudits.files(using: renderer)
      var sheet = SnackbarContactSheet(columns: Int(columns))
      sheet.title = "MaterialSnackbar gallery: \(entries.count) renders"
      let index = GalleryIndex.markdown(
        files.map { ($0.name, $0.entry.caption, $0.image.width, $0.image.height) }, includesFlow: !flow.isEmpty,
        audits: audits.rules.map { ($0.0.overlayName, $0.0.findingsName, $0.0.caption, $0.1) },
        includesMatrix: (try? FileSystem.status(of: directory.appending(GalleryIndex.matrixIndexPath)))?.kind
          == .regular)
      do {
        try transaction.stage(
          try sheet.composePNG(sheetEntries, using: renderer), at: directory.appending(contactSheetName))
        for file in flow + audits.files { try transaction.stage(file.bytes, at: directory.appending(file.name)) }
        try transaction.stage(Array(index.utf8), at: directory.appending(indexName))
        try transaction.commit()
      } catch {
        throw CLIError.failed("\(error)")
      }
    } catch {
      transaction.abort()
      throw error
    }
    output.standardOutput(OutputFiles.shown(directory.appending(contactSheetName)))
    output.standardOutput(OutputFiles.shown(directory.appending(indexName)))
    output.standardError("wrote \(files.count) renders, the contact sheet and the index to \(directory)")
    return 0
  }

  /// The contact sheet's file name.
  static let contactSheetName = "contact-sheet.png"
  /// The index's file name.
  static let indexName = "index.md"

  /// Checks, before any rendering, that `directory` is a directory or can be created and that
  /// every file the gallery writes there can be written.
  private static func checkOutputs(in directory: BytePath, names: [String]) throws(CLIError) {
    if let status = try? FileSystem.status(of: directory), status.kind != .directory {
      throw .usage("\(directory) exists and is not a directory")
    }
    try OutputCheck.check(names.map { CommandFile(role: "DIR", path: directory.appending($0)) })
  }
}
