import Foundation
import SnackbarRendering
import Testing

/// A word far longer than a line costs what words of the same length cost, and breaks where it
/// broke before.
@Suite struct UnbreakableRunsTests {
  static let body = PangoTextEngineTests.body
  /// The message label's width in a 359-pt snackbar (359 less the 16- and 8-pt margins).
  static let labelWidth = 335.0

  /// CPU seconds this thread has used: unlike wall time, other processes on the machine do not
  /// add to it.
  static func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func layoutCost(_ engine: PangoTextEngine, _ text: String) throws -> (seconds: Double, lines: Int) {
    let start = threadCPUTime()
    let paragraph = try engine.layout(text, font: body, options: TextLayoutOptions(wrapWidth: labelWidth))
    return (threadCPUTime() - start, paragraph.metrics.lineCount)
  }

  @Test func aLongWordCostsAboutWhatWordsOfTheSameLengthCost() throws {
    let engine = try PangoTextEngineTests.makeEngine()
    _ = try engine.layout("warm up", font: Self.body)
    let length = 20_000
    let word = String(repeating: "x", count: length)
    let words = String((0..<length).map { $0 % 8 == 7 ? " " : "x" })
    let wordCost = try Self.layoutCost(engine, word)
    let wordsCost = try Self.layoutCost(engine, words)
    #expect(wordCost.lines > 400 && wordsCost.lines > 400)
    // Quadratic, a 20,000-letter word took 35 times as long as the words; linear, about as long.
    #expect(
      wordCost.seconds < 6 * wordsCost.seconds + 0.05,
      "word: \(wordCost.seconds) s, words: \(wordsCost.seconds) s of CPU")
  }

  @Test(arguments: [
    String(repeating: "x", count: 1_000), String(repeating: "x", count: 5_000),
    "Archived " + String(repeating: "AVTaWoYe", count: 100) + " and more words after it",
    String(repeating: "é", count: 700) + " " + String(repeating: "👍🏽", count: 300),
    String(repeating: "ب", count: 600),
  ])
  func longWordsBreakWhereTheyBrokeWithoutPieces(_ text: String) throws {
    let engine = try PangoTextEngineTests.makeEngine()
    let options = TextLayoutOptions(wrapWidth: Self.labelWidth)
    let pieces = try engine.layout(text, font: Self.body, options: options)
    engine.shapesUnbreakableRunsInPieces = false
    let whole = try engine.layout(text, font: Self.body, options: options)
    #expect(pieces.metrics.lines.map(\.utf8Range) == whole.metrics.lines.map(\.utf8Range))
    #expect(pieces.metrics.lines.allSatisfy { $0.logicalRect.width <= Self.labelWidth }, "no line overflows")
    for (piece, line) in zip(pieces.metrics.lines, whole.metrics.lines) {
      #expect(abs(piece.logicalRect.width - line.logicalRect.width) < 0.5)
    }
    #expect(pieces.unknownGlyphCount == 0)
    // The word was shaped in pieces: more runs than lines.
    #expect(pieces.glyphRuns.count > whole.glyphRuns.count)
  }

  @Test func ordinaryTextIsLaidOutAndDrawnExactlyAsWithoutPieces() throws {
    let engine = try PangoTextEngineTests.makeEngine()
    let texts = [
      "Your photo was archived. Tap undo to bring it back to the album it came from.",
      String(repeating: "消息已发送", count: 80), "Supercalifragilisticexpialidocious " + String(repeating: "x", count: 200),
    ]
    let options = TextLayoutOptions(wrapWidth: Self.labelWidth)
    let images = try texts.map {
      try PangoTextEngineTests.render(engine.layout($0, font: Self.body, options: options), scale: 2)
    }
    engine.shapesUnbreakableRunsInPieces = false
    let reference = try texts.map {
      try PangoTextEngineTests.render(engine.layout($0, font: Self.body, options: options), scale: 2)
    }
    #expect(images == reference)
  }
}
