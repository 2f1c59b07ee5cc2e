import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore

extension SnapshotFingerprintSource {
  /// The rendering stack read with the renderer: what ``SnapshotFingerprintSource/renderingStack``
  /// stands for. One per process, so the font files are hashed once.
  static let renderer = SnapshotFingerprintSource {
    try RenderingFingerprint.current(environment: FontEnvironment.load())
  }
}

extension SnapshotConfiguration {
  /// The fingerprint source an assertion reads: ``fingerprint``, with
  /// ``SnapshotFingerprintSource/renderingStack`` (which the snapshot core cannot read, as it does
  /// not link the renderer) read through the renderer.
  var stackSource: SnapshotFingerprintSource? {
    guard let fingerprint else { return nil }
    return fingerprint.isRenderingStack ? .renderer : fingerprint
  }
}
