import SnackbarFiles
import SnackbarRendering

/// The report page as it is written: text is collected in a small buffer and handed to the atomic
/// file in pieces, so memory stays bounded however many failures and images the page holds; or,
/// for the review, which serves the page from memory, kept whole.
struct ReportPageSink {
  /// Bytes collected before they are written out.
  static let flushThreshold = 64 * 1024

  /// Where the page goes; nil keeps it in ``collected``.
  private let file: AtomicFileSink?
  private var buffer: [UInt8] = []
  /// The whole page, when it is kept in memory.
  private(set) var collected: [UInt8] = []
  /// The most bytes the buffer ever held: evidence, for tests, that the page streams.
  private(set) var peakBufferedBytes = 0
  /// Bytes written so far.
  private(set) var byteCount = 0

  init(_ file: AtomicFileSink) {
    self.file = file
    buffer.reserveCapacity(Self.flushThreshold)
  }

  /// A sink that keeps the page in memory, in ``collected``.
  init() {
    file = nil
    buffer.reserveCapacity(Self.flushThreshold)
  }

  /// Appends markup as is: only for text this code wrote, never for names or messages.
  mutating func raw(_ markup: String) throws(FileSystemError) {
    try bytes(Array(markup.utf8))
  }

  /// Appends `text`, escaped.
  mutating func text(_ text: String) throws(FileSystemError) {
    try raw(HTMLText.escape(text))
  }

  /// Appends bytes that are already valid markup (base64, for example).
  mutating func bytes(_ bytes: [UInt8]) throws(FileSystemError) {
    buffer += bytes
    byteCount += bytes.count
    peakBufferedBytes = max(peakBufferedBytes, buffer.count)
    if buffer.count >= Self.flushThreshold { try flush() }
  }

  /// Writes out what is buffered.
  mutating func flush() throws(FileSystemError) {
    guard !buffer.isEmpty else { return }
    if let file { try file.write(buffer) } else { collected += buffer }
    buffer.removeAll(keepingCapacity: true)
  }
}
