import Foundation
import SnackbarFuzzSupport
import SnackbarImage
import SnackbarRendering
import Testing

/// `PNGCodec.decode(_:)` on damaged and synthesised PNGs. The oracle holds for any decoder behind
/// the public API (libpng through Cairo today): no crash, no input slower than
/// ``timeLimit``, and either an image within `RGBAImage`'s limits of the size IHDR declares, or a
/// `PNGError` about the data (never one about files or encoding); the same input twice gives the
/// same answer.
@Suite(.tags(.fuzz)) struct PNGDecoderFuzzTests {
  /// The corpus of small valid PNGs (`scripts/make-png-fuzz-corpus`), beside this file.
  static let corpusDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Corpus")
  /// Inputs in `make test`: 18 s at 544 inputs/s on the shared 2-core machine, beside the other two
  /// harnesses (`swift test --filter FuzzTests`: 28 s wall, 20 s CPU for all three).
  static let defaultInputs = 10_000
  /// No input may take longer to decode (or to fail).
  static let timeLimit = Duration.seconds(2)
  // This harness found that libpng (through Cairo) allocated and cleared a text chunk's declared
  // length, up to 2 GB, before finding the data missing; the libspng decoder bounds chunks from
  // their headers, so such an input is now an ordinary failure of the time limit.

  static func corpus() throws -> [(name: String, bytes: [UInt8])] {
    let names = try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path).filter {
      $0.hasSuffix(".png")
    }
    return try names.sorted().map { name in
      (name, Array(try Data(contentsOf: corpusDirectory.appendingPathComponent(name))))
    }
  }

  @Test func corpusIsSmallValidPNGsOfEveryColorType() throws {
    let corpus = try Self.corpus()
    #expect(corpus.count >= 15, "the corpus at \(Self.corpusDirectory.path) is missing files")
    #expect(corpus.map(\.bytes.count).reduce(0, +) < 20_000)
    var colorTypes: Set<UInt8> = []
    for (name, bytes) in corpus {
      let image = try PNGCodec.decode(bytes)
      // File names end in their size, e.g. rgba8-9x7.png.
      let size = name.dropLast(4).split(separator: "-").last ?? ""
      #expect("\(image.width)x\(image.height)" == size, "\(name) decodes as \(image.width)x\(image.height)")
      colorTypes.insert(bytes[25])
    }
    #expect(colorTypes == [0, 2, 3, 4, 6])
  }

  @Test func decoderHoldsItsContractOnDamagedAndSynthesisedPNGs() throws {
    let campaign = FuzzCampaign(
      name: "png-decoder", configuration: try FuzzConfiguration(defaultInputs: Self.defaultInputs),
      filter: "PNGDecoderFuzzTests")
    let mutator = PNGMutator(corpus: try Self.corpus().map(\.bytes))
    let synthesizer = PNGSynthesizer()
    let report = campaign.run { iteration, random in
      let (bytes, origin): ([UInt8], String)
      if random.chance(0.7) {
        let mutant = mutator.mutant(using: &random)
        (bytes, origin) = (mutant.bytes, "mutant (\(mutant.mutations.joined(separator: ", ")))")
      } else {
        let synthesised = synthesizer.synthesise(using: &random)
        (bytes, origin) = (synthesised.bytes, "synthesised \(synthesised.shape)")
      }
      return Self.check(bytes, recheck: iteration % 16 == 0).described(origin, bytes)
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    for message in report.knownFailureMessages {
      withKnownIssue(isIntermittent: true) { Issue.record(Comment(rawValue: message)) }
    }
    #expect(report.inputs > 0)
  }

  /// The oracle for one input; `recheck` decodes it a second time and compares.
  static func check(_ bytes: [UInt8], recheck: Bool) -> FuzzOutcome {
    let clock = ContinuousClock()
    var result: Result<RGBAImage, PNGError> = .failure(.empty)
    let elapsed = clock.measure { result = Result { () throws(PNGError) in try PNGCodec.decode(bytes) } }
    guard elapsed <= timeLimit else {
      let message = "decoding took \(elapsed), over the \(timeLimit) limit"
      return .failed(message)
    }
    if recheck {
      let again = Result { () throws(PNGError) in try PNGCodec.decode(bytes) }
      guard again == result else { return .failed("two decodes differ: \(result) then \(again)") }
    }
    switch result {
    case .success(let image):
      guard (1...RGBAImage.maximumDimension).contains(image.width),
        (1...RGBAImage.maximumDimension).contains(image.height), image.bytes.count == image.width * image.height * 4
      else {
        return .failed(
          "decoded an image outside the limits: \(image.width)x\(image.height), \(image.bytes.count) bytes")
      }
      // Success means the header check passed, so IHDR's width and height are at 16..<24.
      let declared = (Int(PNGBytes.bigEndian(bytes, at: 16)), Int(PNGBytes.bigEndian(bytes, at: 20)))
      guard (image.width, image.height) == declared else {
        return .failed("decoded \(image.width)x\(image.height), but IHDR declares \(declared.0)x\(declared.1)")
      }
      return .passed("decoded")
    case .failure(let error):
      switch error {
      case .invalidFile, .unreadableFile, .encodingFailed:
        return .failed("decoding bytes threw an error about files or encoding: \(error)")
      default:
        guard !error.description.isEmpty else { return .failed("an error without a message: \(error)") }
        return .passed("rejected: \(caseName(error))")
      }
    }
  }
}

/// The case of `error` without its values, to count rejections by kind.
private func caseName(_ error: PNGError) -> String {
  switch error {
  case .empty: return "empty"
  case .notPNG: return "notPNG"
  case .truncated: return "truncated"
  case .corrupt(let reason): return reason == "the first chunk is not IHDR" ? "corrupt (no IHDR)" : "corrupt"
  case .unsupportedSize: return "unsupportedSize"
  default: return "other"
  }
}

extension FuzzOutcome {
  /// A failure's message with where the input came from and its bytes, so it can be kept as a
  /// regression test.
  fileprivate func described(_ origin: String, _ bytes: [UInt8]) -> FuzzOutcome {
    guard case .failed(let message) = self else { return self }
    let hex = bytes.prefix(4096).map { String(format: "%02x", $0) }.joined()
    return .failed("\(message)\ninput: \(origin), \(bytes.count) bytes: \(hex)\(bytes.count > 4096 ? "…" : "")")
  }
}
