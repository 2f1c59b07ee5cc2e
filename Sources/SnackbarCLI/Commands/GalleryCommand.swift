import Foundation
import MaterialSnackbar
import SnackbarRendering

/// `snackbar gallery DIR`: every feature of the renderer as numbered PNGs, a contact sheet of
/// them all and a Markdown index.
enum GalleryCommand {
  static let help = """
    USAGE: snackbar gallery DIR [--quick] [--columns N]

    Renders a showcase of every feature into DIR: numbered PNGs (01-short.png, 02-action.png, …),
    DIR/contact-sheet.png (all of them in a captioned grid), an animated flow (flow-animation.png,
    an APNG, with flow-filmstrip.png and flow-events.jsonl, as `snackbar play` writes them) and
    DIR/index.md (a list with captions, linking the flow). Messages, two-line text, the action below, Arabic and Hebrew right to left, CJK and
    emoji, bold markup, the Material 2 and 3 themes, leading icons, progress, the close button, the
    largest Dynamic Type, elevations 0/12/24, scales 1 and 3, mid-animation frames, the upstream
    snapshot framing and whole screens (keyboard, tab bar, top, landscape, iPad).

    The output is deterministic: the same machine packages give the same bytes on every run.
    Existing files of the same names are replaced (atomically); other files in DIR are left alone.

    OPTIONS:
      --quick               only four pictures (a plain message, an action, Arabic, a screen), no flow
      --columns N           contact-sheet columns, 1...12 (default 5)

    EXIT STATUS: 0 written, 2 bad input or failure.
    """

  static func run(_ arguments: [String], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try ParsedArguments(arguments, valueOptions: ["columns"], flagOptions: ["quick"])
    guard parsed.positionals.count == 1, let path = parsed.positionals.first, !path.isEmpty else {
      throw .usage(
        parsed.positionals.isEmpty ? "give the output directory: snackbar gallery DIR" : "give one output directory")
    }
    let columns = try parsed.number("columns", in: 1...12) ?? 5
    guard columns == columns.rounded() else { throw .usage("--columns must be a whole number, got \(columns)") }
    let directory = URL(fileURLWithPath: path, isDirectory: true)
    try prepare(directory)

    let entries = parsed.flag("quick") ? GalleryShowcase.quickEntries() : GalleryShowcase.entries()
    let renderer = try makeRenderer()
    var sheetEntries: [SnackbarContactSheet.Entry] = []
    var files: [(name: String, entry: GalleryEntry, image: RGBAImage)] = []
    for (index, entry) in entries.enumerated() {
      let name = GalleryEntry.fileName(index: index, slug: entry.slug)
      let image: RGBAImage
      do {
        image = try renderer.render(entry.request)
        try image.writePNG(to: directory.appendingPathComponent(name))
      } catch {
        throw .failed("\(name): \(error)")
      }
      files.append((name, entry, image))
      sheetEntries.append(SnackbarContactSheet.Entry(image: image, caption: "\(name)\n\(entry.caption)"))
    }

    let flow = parsed.flag("quick") ? [] : try GalleryFlow.files(using: renderer)
    var sheet = SnackbarContactSheet(columns: Int(columns))
    sheet.title = "MaterialSnackbar gallery: \(entries.count) renders"
    do {
      let png = try sheet.composePNG(sheetEntries, using: renderer)
      try AtomicFile.write(png, to: directory.appendingPathComponent(contactSheetName))
      for file in flow { try AtomicFile.write(file.bytes, to: directory.appendingPathComponent(file.name)) }
      let index = GalleryIndex.markdown(
        files.map { ($0.name, $0.entry.caption, $0.image.width, $0.image.height) }, includesFlow: !flow.isEmpty)
      try AtomicFile.write(Array(index.utf8), to: directory.appendingPathComponent(indexName))
    } catch {
      throw .failed("\(error)")
    }
    output.standardOutput(directory.appendingPathComponent(contactSheetName).path)
    output.standardOutput(directory.appendingPathComponent(indexName).path)
    output.standardError("wrote \(files.count) renders, the contact sheet and the index to \(directory.path)")
    return 0
  }

  /// The contact sheet's file name.
  static let contactSheetName = "contact-sheet.png"
  /// The index's file name.
  static let indexName = "index.md"

  /// Creates `directory` if needed; an error if it is a file or cannot be created, before any
  /// rendering starts.
  private static func prepare(_ directory: URL) throws(CLIError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw .usage("\(directory.path) exists and is not a directory") }
      guard FileManager.default.isWritableFile(atPath: directory.path) else {
        throw .failed("cannot write into \(directory.path): permission denied")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .failed("cannot create \(directory.path): \(error.localizedDescription)")
    }
  }
}
