import Foundation
import SnackbarJSON

extension SnackbarFrames {
  /// The layout as canonical JSON for text snapshots: keys sorted, numbers with at most three
  /// decimals (`SnackbarJSONNumber`), rectangles and sizes on one line, absent frames left
  /// out. The same layout always gives the same string, byte for byte. It decodes with
  /// `JSONDecoder` back to a ``SnackbarFrames``, equal up to the three-decimal rounding (exactly
  /// for frames on a 1×, 2× or 4× grid; ``actionTitleScale`` and line boxes may lose digits).
  public func jsonString() -> String { jsonValue.canonicalText() }

  /// The layout as a JSON tree, for embedding in larger snapshots.
  ///
  /// The fields are the Codable conformance's, the one list of them: the layout is encoded
  /// straight into the tree (``SnackbarJSONEncoder``), so the canonical text, `encode(to:)` and
  /// `init(from:)` cannot drift apart. Non-finite numbers (a validated layout has none) print
  /// `null`, as before.
  package var jsonValue: SnackbarJSONValue {
    do {
      return try SnackbarJSONEncoder.encode(self)
    } catch {
      // Unreachable for a layout (every member encodes); a visible value beats a trap.
      return .object(["error": .string("the layout could not be encoded: \(error)")])
    }
  }
}
