import Foundation

extension SnackbarLayout {
  /// The layout as canonical JSON for text snapshots: keys sorted, numbers with at most three
  /// decimals (``SnackbarJSONNumber``), rectangles and sizes on one line, absent frames left
  /// out. The same layout always gives the same string, byte for byte. It decodes with
  /// `JSONDecoder` back to a ``SnackbarLayout``, equal up to the three-decimal rounding (exactly
  /// for frames on a 1×, 2× or 4× grid; ``actionTitleScale`` and line boxes may lose digits).
  public func jsonString() -> String { jsonValue.canonicalText() }

  /// The layout as a JSON tree, for embedding in larger snapshots.
  public var jsonValue: SnackbarJSONValue {
    func rect(_ r: CGRect) -> SnackbarJSONValue {
      .object([
        "x": .number(Double(r.minX)), "y": .number(Double(r.minY)), "width": .number(Double(r.width)),
        "height": .number(Double(r.height)),
      ])
    }
    func number(_ value: CGFloat) -> SnackbarJSONValue { .number(Double(value)) }
    var members: [String: SnackbarJSONValue] = [
      "containerFrame": rect(containerFrame),
      "hostSize": .object(["width": number(hostSize.width), "height": number(hostSize.height)]),
      "displayScale": number(displayScale),
      "direction": .string(direction.rawValue),
      "arrangement": .string(arrangement.rawValue),
      "isMultiline": .bool(isMultiline),
      "lineCount": .number(Double(lineCount)),
      "contentMargins": .object([
        "top": number(contentMargins.top), "leading": number(contentMargins.leading),
        "bottom": number(contentMargins.bottom), "trailing": number(contentMargins.trailing),
      ]),
      "labelViewportFrame": rect(labelViewportFrame),
      "labelFrame": rect(labelFrame),
      "labelLines": .array(labelLines.map(rect)),
      "actionTitleScale": number(actionTitleScale),
      "intrinsicHeight": number(intrinsicHeight),
      "minimumLayoutHeight": number(minimumLayoutHeight),
      "isClipped": .bool(isClipped),
      "cornerRadius": number(cornerRadius),
    ]
    let optionalFrames: [(String, CGRect?)] = [
      ("actionButtonFrame", actionButtonFrame), ("actionTitleFrame", actionTitleFrame), ("iconFrame", iconFrame),
      ("closeButtonFrame", closeButtonFrame), ("closeIconFrame", closeIconFrame), ("progressFrame", progressFrame),
      ("progressIndicatorFrame", progressIndicatorFrame),
    ]
    for (key, frame) in optionalFrames {
      if let frame { members[key] = rect(frame) }
    }
    if let maximumHeight { members["maximumHeight"] = number(maximumHeight) }
    return .object(members)
  }
}
