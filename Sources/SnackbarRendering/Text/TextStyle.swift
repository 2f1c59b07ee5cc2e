import CPangoCairo
import Foundation

/// A font weight. The snackbar uses regular for the message and medium for bold ranges and the
/// button; the raw values are the CSS / OpenType weights.
public enum FontWeight: Int, Sendable, Hashable, Codable, CaseIterable {
  /// 400.
  case regular = 400
  /// 500 (Material "medium").
  case medium = 500
  /// 700.
  case bold = 700
}

/// A font request: family, size in points and weight.
public struct TextFont: Sendable, Hashable {
  /// A family name ("Roboto") or a Pango family list ("Roboto, Noto Sans Arabic"). Fallback
  /// families from ``FontEnvironment/fallbackFamilies`` are appended, so every script renders.
  public var family: String
  /// Size in points (one point is one pixel at scale 1).
  public var pointSize: Double
  /// The weight.
  public var weight: FontWeight

  /// Creates a font request; the default family is the system stand-in, Roboto.
  public init(family: String = FontEnvironment.systemFamily, pointSize: Double, weight: FontWeight = .regular) {
    self.family = family
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The family list handed to Pango: the requested families, then the fallbacks not already
  /// listed.
  var familyList: String {
    let requested = family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let extra = FontEnvironment.fallbackFamilies.filter { fallback in
      !requested.contains { $0.caseInsensitiveCompare(fallback) == .orderedSame }
    }
    return (requested + extra).joined(separator: ", ")
  }
}

/// A piece of text in one font.
public struct TextRun: Sendable, Hashable {
  /// The text.
  public var text: String
  /// Its font.
  public var font: TextFont

  /// Creates a run.
  public init(_ text: String, font: TextFont) {
    self.text = text
    self.font = font
  }
}

/// The paragraph's base direction. Lines start at the leading edge: the left for left-to-right,
/// the right for right-to-left.
public enum TextDirection: Sendable, Hashable, Codable {
  /// Left to right (Latin, CJK...).
  case leftToRight
  /// Right to left (Arabic, Hebrew).
  case rightToLeft

  var pangoDirection: PangoDirection {
    switch self {
    case .leftToRight: return PANGO_DIRECTION_LTR
    case .rightToLeft: return PANGO_DIRECTION_RTL
    }
  }
}

/// How to lay out a paragraph.
public struct TextLayoutOptions: Sendable, Hashable {
  /// The width, in points, at which lines wrap (between words, or inside a word too long for a
  /// line); `nil` for one line per hard line break.
  public var wrapWidth: Double?
  /// The base direction, which also sets the alignment (leading edge).
  public var direction: TextDirection
  /// The BCP 47 language tag ("en", "ar", "he", "ja"...), which affects shaping and font choice.
  public var language: String

  /// Creates layout options.
  public init(wrapWidth: Double? = nil, direction: TextDirection = .leftToRight, language: String = "en") {
    self.wrapWidth = wrapWidth
    self.direction = direction
    self.language = language
  }
}

/// Why a paragraph could not be laid out.
public enum TextLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A run's point size is not a finite number in `0 < size <= 10000`.
  case invalidFontSize(Double)
  /// The wrap width is not a finite positive number.
  case invalidWrapWidth(Double)
  /// The text (all runs together) is too long for Pango's 32-bit indices.
  case textTooLong(byteCount: Int)
  /// Pango could not create the layout.
  case pangoFailed(reason: String)

  /// A message for people: what failed and, where possible, how to fix it.
  public var description: String {
    switch self {
    case .invalidFontSize(let size):
      return "invalid font size \(size): must be a finite number of points above 0 and at most 10000"
    case .invalidWrapWidth(let width):
      return "invalid wrap width \(width): must be a finite number of points above 0 (or nil for no wrapping)"
    case .textTooLong(let byteCount):
      return "text of \(byteCount) UTF-8 bytes is too long to lay out"
    case .pangoFailed(let reason):
      return "text layout failed: \(reason)"
    }
  }
}
