import SnackbarAudit
import SnackbarBasics
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

/// Turns the pool's results into `matrix.jsonl` lines, key by key.
///
/// A worker whose renderer could not be made reports only the position of the input it took,
/// not the input. Its image must still be recorded, as failed, or its key would never be
/// complete and no later key's lines would come out. So the images handed to the pool are kept
/// by position until their result is back: at most the pool's queue and its workers' worth.
struct MatrixResults {
  /// What one result was, for the progress line.
  enum Outcome {
    /// An image was drawn and written.
    case rendered(MatrixImage)
    /// An image could not be drawn; `image` is nil when the pool did not say which. `reason`
    /// is safe to print: the command's own errors escape what they quote, and the pool's are
    /// escaped here.
    case failed(image: MatrixImage?, reason: String)
    /// A source-language reference was laid out (or failed to be); nothing to count.
    case reference
  }

  typealias PoolResult = SnackbarPoolResult<(MatrixImage, Result<MatrixImage.Rendered, CLIError>)>

  private var groups: MatrixKeyGroups
  let inFlight = InFlight()

  /// Results for keys from `firstGroup` on: the keys before are done (a resumed run).
  init(sourceLanguage: String, firstGroup: Int = 0, gate: SnackbarAuditGate = SnackbarAuditGate()) {
    groups = MatrixKeyGroups(sourceLanguage: sourceLanguage, firstGroup: firstGroup, gate: gate)
  }

  /// The gate the lines went through: the baseline entries matched and the findings recorded.
  var gate: SnackbarAuditGate { groups.gate }

  /// Counts a line an interrupted run wrote, as if this run had judged it.
  mutating func remember(_ line: SnackbarJSONValue) {
    guard let auditCase = MatrixCase.make(line) else { return }
    groups.remember(auditCase.findings, subject: auditCase.subject)
  }

  /// How many keys, from the first, have all their lines out.
  var completeKeys: Int { groups.completeGroups }
  /// The images of those keys (from `firstGroup`) that could not be drawn.
  var failedInCompleteKeys: Int { groups.failedImages }

  /// The images handed to the pool, by their position in its input sequence.
  final class InFlight {
    private var images: [Int: MatrixImage] = [:]

    /// `images`, each remembered as it is handed out.
    func tracking<Images: Sequence<MatrixImage>>(_ images: Images) -> some Sequence<MatrixImage> {
      images.enumerated().lazy.map { [self] index, image in
        self.images[index] = image
        return image
      }
    }

    fileprivate func take(_ index: Int) -> MatrixImage? {
      images.removeValue(forKey: index)
    }

    /// How many images are out with the pool.
    var count: Int { images.count }
  }

  /// Records one result; returns what it was and the lines now ready, in order.
  mutating func receive(_ result: PoolResult) -> (outcome: Outcome, lines: [SnackbarJSONValue]) {
    let sent = inFlight.take(result.index)
    let image: MatrixImage
    let rendered: MatrixImage.Rendered?
    let outcome: Outcome
    switch result.result {
    case .success((let done, .success(let measured))):
      (image, rendered) = (done, measured)
      outcome = done.isReference ? .reference : .rendered(done)
    case .success((let done, .failure(let error))):
      (image, rendered) = (done, nil)
      outcome = done.isReference ? .reference : .failed(image: done, reason: error.description)
    case .failure(let error):
      let reason = EchoedText.escaped(error.description)
      guard let sent else { return (.failed(image: nil, reason: reason), []) }
      (image, rendered) = (sent, nil)
      outcome = sent.isReference ? .reference : .failed(image: sent, reason: reason)
    }
    return (outcome, groups.record(image, rendered))
  }
}
