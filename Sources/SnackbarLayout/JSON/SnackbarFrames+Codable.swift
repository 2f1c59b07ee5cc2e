import Foundation
import MaterialSnackbar

/// Rectangles are coded as `{"x", "y", "width", "height"}` objects (Foundation's default is
/// nested arrays), so the Codable form and ``SnackbarFrames/jsonString()`` have the same shape;
/// the content margins as `{"top", "leading", "bottom", "trailing"}`, since the manager's
/// `SnackbarDirectionalEdgeInsets` knows no JSON.
extension SnackbarFrames: Codable {
  private enum CodingKeys: String, CodingKey {
    case containerFrame, hostSize, displayScale, direction, arrangement, isMultiline, lineCount, contentMargins
    case labelViewportFrame, labelFrame, labelLines, actionButtonFrame, actionTitleFrame, actionTitleScale
    case iconFrame, closeButtonFrame, closeIconFrame, progressFrame, progressIndicatorFrame
    case intrinsicHeight, minimumLayoutHeight, maximumHeight, isClipped, cornerRadius
  }

  private struct Rect: Codable {
    var x, y, width, height: CGFloat
    init(_ rect: CGRect) { (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height) }
    var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
  }

  private struct Size: Codable {
    var width, height: CGFloat
  }

  private struct Margins: Codable {
    var top, leading, bottom, trailing: CGFloat
    init(_ insets: SnackbarDirectionalEdgeInsets) {
      (top, leading, bottom, trailing) = (insets.top, insets.leading, insets.bottom, insets.trailing)
    }
    var insets: SnackbarDirectionalEdgeInsets {
      SnackbarDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
  }

  /// Decodes a layout written by ``encode(to:)`` or ``jsonString()``.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let host = try c.decode(Size.self, forKey: .hostSize)
    self.init(
      containerFrame: try c.decode(Rect.self, forKey: .containerFrame).rect,
      hostSize: CGSize(width: host.width, height: host.height),
      displayScale: try c.decode(CGFloat.self, forKey: .displayScale),
      direction: try c.decode(SnackbarWritingDirection.self, forKey: .direction),
      arrangement: try c.decode(SnackbarArrangement.self, forKey: .arrangement),
      isMultiline: try c.decode(Bool.self, forKey: .isMultiline),
      lineCount: try c.decode(Int.self, forKey: .lineCount),
      contentMargins: try c.decode(Margins.self, forKey: .contentMargins).insets,
      labelViewportFrame: try c.decode(Rect.self, forKey: .labelViewportFrame).rect,
      labelFrame: try c.decode(Rect.self, forKey: .labelFrame).rect,
      labelLines: try c.decode([Rect].self, forKey: .labelLines).map(\.rect),
      actionButtonFrame: try c.decodeIfPresent(Rect.self, forKey: .actionButtonFrame)?.rect,
      actionTitleFrame: try c.decodeIfPresent(Rect.self, forKey: .actionTitleFrame)?.rect,
      actionTitleScale: try c.decode(CGFloat.self, forKey: .actionTitleScale),
      iconFrame: try c.decodeIfPresent(Rect.self, forKey: .iconFrame)?.rect,
      closeButtonFrame: try c.decodeIfPresent(Rect.self, forKey: .closeButtonFrame)?.rect,
      closeIconFrame: try c.decodeIfPresent(Rect.self, forKey: .closeIconFrame)?.rect,
      progressFrame: try c.decodeIfPresent(Rect.self, forKey: .progressFrame)?.rect,
      progressIndicatorFrame: try c.decodeIfPresent(Rect.self, forKey: .progressIndicatorFrame)?.rect,
      intrinsicHeight: try c.decode(CGFloat.self, forKey: .intrinsicHeight),
      minimumLayoutHeight: try c.decode(CGFloat.self, forKey: .minimumLayoutHeight),
      maximumHeight: try c.decodeIfPresent(CGFloat.self, forKey: .maximumHeight),
      isClipped: try c.decode(Bool.self, forKey: .isClipped),
      cornerRadius: try c.decode(CGFloat.self, forKey: .cornerRadius))
  }

  /// Encodes the layout; absent frames are left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(Rect(containerFrame), forKey: .containerFrame)
    try c.encode(Size(width: hostSize.width, height: hostSize.height), forKey: .hostSize)
    try c.encode(displayScale, forKey: .displayScale)
    try c.encode(direction, forKey: .direction)
    try c.encode(arrangement, forKey: .arrangement)
    try c.encode(isMultiline, forKey: .isMultiline)
    try c.encode(lineCount, forKey: .lineCount)
    try c.encode(Margins(contentMargins), forKey: .contentMargins)
    try c.encode(Rect(labelViewportFrame), forKey: .labelViewportFrame)
    try c.encode(Rect(labelFrame), forKey: .labelFrame)
    try c.encode(labelLines.map(Rect.init), forKey: .labelLines)
    try c.encodeIfPresent(actionButtonFrame.map(Rect.init), forKey: .actionButtonFrame)
    try c.encodeIfPresent(actionTitleFrame.map(Rect.init), forKey: .actionTitleFrame)
    try c.encode(actionTitleScale, forKey: .actionTitleScale)
    try c.encodeIfPresent(iconFrame.map(Rect.init), forKey: .iconFrame)
    try c.encodeIfPresent(closeButtonFrame.map(Rect.init), forKey: .closeButtonFrame)
    try c.encodeIfPresent(closeIconFrame.map(Rect.init), forKey: .closeIconFrame)
    try c.encodeIfPresent(progressFrame.map(Rect.init), forKey: .progressFrame)
    try c.encodeIfPresent(progressIndicatorFrame.map(Rect.init), forKey: .progressIndicatorFrame)
    try c.encode(intrinsicHeight, forKey: .intrinsicHeight)
    try c.encode(minimumLayoutHeight, forKey: .minimumLayoutHeight)
    try c.encodeIfPresent(maximumHeight, forKey: .maximumHeight)
    try c.encode(isClipped, forKey: .isClipped)
    try c.encode(cornerRadius, forKey: .cornerRadius)
  }
}
