import Foundation

/// A font request: family, size in points and weight.
public struct TextFont: Sendable, Hashable {
  /// A family name ("Roboto") or a Pango family list ("Roboto, Noto Sans Arabic"). Fallback
  /// families from ``FontEnvironment/fallbackFamilies`` are appended, so every script renders.
  public var family: String
  /// Size in points (one point is one pixel at scale 1).
  public var pointSize: Double
  /// The weight.
  public var weight: FontWeight
  /// Whether the italic face is asked for (Roboto has one; a family without one draws upright).
  public var isItalic: Bool

  /// Creates a font request; the default family is the system stand-in, Roboto.
  public init(
    family: String = FontEnvironment.systemFamily, pointSize: Double, weight: FontWeight = .regular,
    isItalic: Bool = false
  ) {
    self.family = family
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
  }

  /// The family list handed to Pango: the requested families, then the fallbacks not already
  /// listed.
  var familyList: String {
    family == FontEnvironment.systemFamily ? Self.systemFamilyList : Self.familyList(for: family)
  }

  /// The list for the default family, made once: building it with Foundation's trimming and
  /// case-insensitive comparison for every run of text was 3 to 4 % of a batch render's time.
  static let systemFamilyList = familyList(for: FontEnvironment.systemFamily)

  /// The family list for `family`: its families, then the fallbacks not already listed.
  static func familyList(for family: String) -> String {
    let requested = family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let extra = FontEnvironment.fallbackFamilies.filter { fallback in
      !requested.contains { $0.caseInsensitiveCompare(fallback) == .orderedSame }
    }
    return (requested + extra).joined(separator: ", ")
  }
}
