import SnackbarAudit
import SnackbarCatalog
import SnackbarJSON
import SnackbarLayout

/// Collects a matrix's images as the pool finishes them, in any order, and hands out each key's
/// lines once all of the key's images are in and every earlier key's are out: sorted by key,
/// then locale, then variant, so runs diff cleanly.
///
/// A key is held whole because `l10n.expansion` compares each translation with the source
/// language's image of the same variant. What is held is bounded by the keys in flight (a few
/// per worker), never by the number of images.
struct MatrixKeyGroups {
  let sourceLanguage: String
  /// The configuration and baseline every line's findings go through.
  private(set) var gate: SnackbarAuditGate
  private var waiting: [Int: [(image: MatrixImage, rendered: MatrixImage.Rendered?)]] = [:]
  private var nextGroup = 0

  /// Groups for keys from `firstGroup` on: the keys before are done (a resumed run).
  init(sourceLanguage: String, firstGroup: Int = 0, gate: SnackbarAuditGate = SnackbarAuditGate()) {
    self.sourceLanguage = sourceLanguage
    self.gate = gate
    nextGroup = firstGroup
  }

  /// How many keys, from the first, have had their lines handed out.
  var completeGroups: Int { nextGroup }
  /// The images of those keys (from `firstGroup`) that could not be drawn.
  private(set) var failedImages = 0

  /// Counts findings an interrupted run judged (``SnackbarAuditGate/remember(_:subject:)``).
  mutating func remember(_ findings: [SnackbarAuditFinding], subject: SnackbarAuditSubject) {
    gate.remember(findings, subject: subject)
  }

  /// Records one image (`rendered` nil when it failed); returns the lines now ready, in order.
  mutating func record(_ image: MatrixImage, _ rendered: MatrixImage.Rendered?) -> [SnackbarJSONValue] {
    waiting[image.group, default: []].append((image, rendered))
    var ready: [SnackbarJSONValue] = []
    while let group = waiting[nextGroup], let first = group.first, group.count == first.image.groupSize {
      waiting[nextGroup] = nil
      nextGroup += 1
      failedImages += group.count { $0.rendered == nil && !$0.image.isReference }
      ready += lines(of: group)
    }
    return ready
  }

  /// One key's lines, sorted, with `l10n.expansion` against the source language's images.
  private mutating func lines(of group: [(image: MatrixImage, rendered: MatrixImage.Rendered?)]) -> [SnackbarJSONValue]
  {
    var sourceImages: [String: (image: MatrixImage, rendered: MatrixImage.Rendered)] = [:]
    for entry in group where entry.image.locale == sourceLanguage {
      if let rendered = entry.rendered { sourceImages[entry.image.variantName] = (entry.image, rendered) }
    }
    let sorted = group.sorted { lhs, rhs in
      if lhs.image.locale != rhs.image.locale {
        return lhs.image.locale.unicodeScalars.lexicographicallyPrecedes(rhs.image.locale.unicodeScalars)
      }
      return lhs.image.variantName.unicodeScalars.lexicographicallyPrecedes(rhs.image.variantName.unicodeScalars)
    }
    var lines: [SnackbarJSONValue] = []
    for entry in sorted {
      guard let rendered = entry.rendered, !entry.image.isReference else { continue }
      var extra: [SnackbarJSONValue] = []
      var source: MatrixImage?
      if entry.image.locale != sourceLanguage, let found = reference(for: entry.image, in: sourceImages) {
        source = found.image
        let reference = found.rendered
        let expansion = [
          SnackbarLocalizationRules.moreLines(
            rendered.lines, sourceLines: reference.lines, sourceLanguage: sourceLanguage),
          SnackbarLocalizationRules.actionBelow(
            rendered.actionBelow, sourceActionBelow: reference.actionBelow, sourceLanguage: sourceLanguage),
        ]
        extra += expansion.compactMap { $0?.jsonValue }
      }
      lines.append(entry.image.line(rendered, extraFindings: extra, source: source, gate: &gate))
    }
    return lines
  }

  /// The source language's image of the same variant: the same catalog variant, else the one
  /// the catalog falls back to (the plural's `other`, then the base), on the same axes.
  private func reference(
    for image: MatrixImage, in sourceImages: [String: (image: MatrixImage, rendered: MatrixImage.Rendered)]
  ) -> (image: MatrixImage, rendered: MatrixImage.Rendered)? {
    var candidates = [image.catalogVariant]
    if image.catalogVariant.plural != nil { candidates.append(image.catalogVariant.with(plural: .other)) }
    candidates.append(.base)
    for variant in candidates {
      if let found = sourceImages[MatrixImage.variantName(axisName: image.axisName, variant)] { return found }
    }
    return nil
  }
}
