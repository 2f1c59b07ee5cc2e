/// What an integer of a failure record counts, and the range an image comparison can produce for
/// it. A record is read back from disk by tools (`snackbar report`) that compute with its numbers
/// (`x + width - 1`), so a number no comparison can produce is refused when it is decoded, with
/// its key and place, instead of trapping later.
protocol RecordedIntegerBounds {
  /// The values a comparison can produce.
  static var range: ClosedRange<Int> { get }
  /// What the number is, for the message: "a pixel coordinate or length".
  static var meaning: String { get }
}

/// A coordinate, width or height: 0 up to the largest image side.
enum ImageSide: RecordedIntegerBounds {
  static let range = 0...SnapshotFailureRecord.maximumSide
  static let meaning = "a pixel coordinate or length (images are at most \(SnapshotFailureRecord.maximumSide) a side)"
}

/// A number of pixels: 0 up to the pixels of the largest image.
enum PixelCount: RecordedIntegerBounds {
  static let range = 0...(SnapshotFailureRecord.maximumSide * SnapshotFailureRecord.maximumSide)
  static let meaning = "a pixel count (images hold at most \(range.upperBound) pixels)"
}

/// A difference in one 8-bit channel.
enum ChannelDelta: RecordedIntegerBounds {
  static let range = 0...255
  static let meaning = "a channel difference"
}

/// An integer decoded only within `Bounds.range`: the decoder reports a value outside it at the
/// number itself (`image.differingBounds.x: … (got 9223372036854775807)`).
struct RecordedInteger<Bounds: RecordedIntegerBounds>: Decodable {
  let value: Int

  init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer().decode(Int.self)
    guard Bounds.range.contains(value) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "expected \(Bounds.meaning), in \(Bounds.range.lowerBound)...\(Bounds.range.upperBound)"))
    }
    self.value = value
  }
}
