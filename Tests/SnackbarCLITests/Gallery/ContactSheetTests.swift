import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

@Suite struct ContactSheetTests {
  /// A renderer per test: Pango font maps are not thread-safe and tests run in parallel.
  func makeRenderer() throws -> SnackbarRenderer {
    try SnackbarRenderer(fontEnvironment: try FontEnvironment.load(locator: FontLocator(environment: [:])))
  }

  func solid(_ width: Int, _ height: Int, _ white: UInt8) throws -> RGBAImage {
    try RGBAImage(width: width, height: height, fill: RGBAPixel(white: white))
  }

  func grid(
    _ sizes: [(Int, Int)], columns: Int, captions: [CGFloat]? = nil, title: CGFloat? = nil
  ) throws -> SnackbarContactSheetGrid {
    let sheet = SnackbarContactSheet(columns: columns, cellWidth: 200, maximumThumbnailHeight: 300)
    return try SnackbarContactSheetGrid(
      sheet: sheet, imageSizes: sizes.map { (width: $0.0, height: $0.1) },
      captionHeights: captions ?? sizes.map { _ in 20 }, titleHeight: title)
  }

  @Test func gridFillsRowsLeftToRightAndSizesTheSheet() throws {
    let layout = try grid([(100, 50), (100, 50), (100, 50)], columns: 2)
    // 32 spacing + 2 x 200 cells + 32 between + 32 = 496 wide.
    #expect(layout.width == 496)
    #expect(layout.cells.map(\.tile.minX) == [32, 264, 32])
    #expect(layout.cells[0].tile.minY == layout.cells[1].tile.minY)
    // Row height: 50-px thumbnail + 2 x 16 padding, 8-px caption gap, 20-px caption, 32 spacing.
    #expect(Int(layout.cells[2].tile.minY) == 32 + 82 + 8 + 20 + 32)
    #expect(layout.height == 32 + 2 * (82 + 8 + 20 + 32))
  }

  @Test func imagesShrinkToFitButNeverGrow() throws {
    let layout = try grid([(84, 40), (336, 100), (100, 600)], columns: 3)
    #expect(layout.cells[0].scale == 1)
    #expect(layout.cells[0].image.size == CGSize(width: 84, height: 40))
    // 168 px fit between the 16-px paddings of a 200-px cell.
    #expect(layout.cells[1].scale == 0.5)
    #expect(layout.cells[2].scale == 0.5)
    #expect(layout.cells[2].image.height == 300)
    // Centred horizontally in the padded box, on whole pixels.
    #expect(layout.cells[0].image.minX == layout.cells[0].tile.minX + 16 + 42)
  }

  @Test func rowsAreAsTallAsTheirTallestTileAndCaption() throws {
    let layout = try grid([(50, 10), (50, 100), (50, 10)], columns: 2, captions: [20, 45, 12])
    #expect(layout.cells[0].tile.height == 132)
    #expect(layout.cells[1].tile.height == 132)
    #expect(layout.cells[2].tile.height == 42)
    #expect(Int(layout.cells[2].tile.minY) == 32 + 132 + 8 + 45 + 32)
  }

  @Test func titleTakesItsHeightAboveTheGrid() throws {
    let layout = try grid([(50, 10)], columns: 4, title: 28.2)
    #expect(layout.titleOrigin == CGPoint(x: 32, y: 32))
    #expect(Int(layout.cells[0].tile.minY) == 32 + 29 + 32)
    // One entry uses one column, whatever `columns` says.
    #expect(layout.width == 32 + 200 + 32)
  }

  @Test func composedSheetHoldsUnscaledImagesPixelForPixel() throws {
    let renderer = try makeRenderer()
    let redPixel = RGBAPixel(red: 255, green: 0, blue: 0)
    let red = try RGBAImage(width: 30, height: 20, fill: redPixel)
    var sheet = SnackbarContactSheet(columns: 2, cellWidth: 120, maximumThumbnailHeight: 100)
    sheet.title = "Sheet"
    let image = try sheet.compose(
      [.init(image: red, caption: "red"), .init(image: try solid(400, 100, 0), caption: "black, shrunk")],
      using: renderer)
    #expect(image.width == 32 + 120 + 32 + 120 + 32)
    #expect(image[0, 0] == RGBAPixel(red: 0xFA, green: 0xFA, blue: 0xFA))
    // The unscaled image is copied, not resampled: exactly its 30 x 20 red pixels, in one block.
    var redPoints: [(x: Int, y: Int)] = []
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y] == redPixel { redPoints.append((x, y)) }
    }
    #expect(redPoints.count == 600)
    let minX = redPoints.map(\.x).min() ?? 0
    let minY = redPoints.map(\.y).min() ?? 0
    #expect(redPoints.map(\.x).max() == minX + 29 && redPoints.map(\.y).max() == minY + 19)
    // Centred in the first tile: 32 + 16 padding + (88 - 30) / 2.
    #expect(minX == 32 + 16 + 29)
  }

  @Test func captionsAndTitleDrawText() throws {
    let renderer = try makeRenderer()
    var sheet = SnackbarContactSheet(columns: 1, cellWidth: 200, maximumThumbnailHeight: 50)
    let twoLines = try sheet.compose(
      [.init(image: try solid(10, 10, 128), caption: "Caption\nline 2")], using: renderer)
    let captioned = try sheet.compose([.init(image: try solid(10, 10, 128), caption: "Caption")], using: renderer)
    sheet.title = "Title"
    let titled = try sheet.compose([.init(image: try solid(10, 10, 128), caption: "Caption")], using: renderer)
    #expect(twoLines.height > captioned.height)
    #expect(titled.height > captioned.height)
    // The caption's dark ink (the image is mid-grey, the sheet and tiles light).
    var ink = 0
    for y in 0..<captioned.height {
      for x in 0..<captioned.width where captioned[x, y].red < 0x60 { ink += 1 }
    }
    #expect(ink > 20)
  }

  @Test func sameEntriesGiveTheSameBytes() throws {
    let renderer = try makeRenderer()
    let entries = [
      SnackbarContactSheet.Entry(image: try solid(600, 900, 40), caption: "tall, shrunk"),
      SnackbarContactSheet.Entry(image: try solid(50, 20, 200), caption: "مرحبا, 写真"),
    ]
    let sheet = SnackbarContactSheet(columns: 2)
    #expect(try sheet.composePNG(entries, using: renderer) == (try sheet.composePNG(entries, using: makeRenderer())))
  }

  @Test func badSettingsAndNoEntriesAreInvalidRequests() throws {
    let renderer = try makeRenderer()
    let entry = SnackbarContactSheet.Entry(image: try solid(10, 10, 0), caption: "x")
    #expect(throws: SnackbarRenderError.self) { try SnackbarContactSheet().compose([], using: renderer) }
    for sheet in [
      SnackbarContactSheet(columns: 0), SnackbarContactSheet(cellWidth: 0),
      SnackbarContactSheet(maximumThumbnailHeight: -1),
    ] {
      do {
        _ = try sheet.compose([entry], using: renderer)
        Issue.record("expected an invalid request for \(sheet.columns) \(sheet.cellWidth)")
      } catch {
        guard case .invalidRequest = error else {
          Issue.record("unexpected \(error)")
          continue
        }
      }
    }
  }

  @Test func oversizedSheetIsRefusedBeforeDrawing() throws {
    let renderer = try makeRenderer()
    let entries = (0..<200).map { _ in SnackbarContactSheet.Entry(image: RGBAImage.placeholder, caption: "") }
    let sheet = SnackbarContactSheet(columns: 1, cellWidth: 400, maximumThumbnailHeight: 480)
    #expect {
      try sheet.compose(entries, using: renderer)
    } throws: { error in
      guard case SnackbarRenderError.imageTooLarge = error else { return false }
      return true
    }
  }
}

extension RGBAImage {
  /// A tall image, so that many of them stack past the image limit.
  fileprivate static let placeholder: RGBAImage = {
    do {
      return try RGBAImage(width: 10, height: 480, fill: RGBAPixel(white: 0))
    } catch {
      preconditionFailure("a 10x480 image is valid: \(error)")
    }
  }()
}
