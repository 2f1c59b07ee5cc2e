import MaterialSnackbar
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a matrix run is asked to stop early, and by which signal: by the signal thread
/// (SIGINT, SIGTERM, SIGHUP), or, in tests, once a number of images has been handed out, so an
/// interruption lands on a chosen image instead of on a timing race.
final class MatrixStop: Sendable {
  private let requested = SnackbarLocked<Int32?>(nil)
  /// The stop is asked for when the images handed out (references not counted) reach this.
  let afterImages: Int?
  /// The signal an ``afterImages`` stop stands for.
  let injectedSignal: Int32

  init(afterImages: Int? = nil, signal: Int32 = SIGTERM) {
    self.afterImages = afterImages
    injectedSignal = signal
  }

  /// Asks for the stop; the first signal is the one kept.
  func request(_ signal: Int32) {
    requested.withLock { current in
      if current == nil { current = signal }
    }
  }

  /// The signal that asked for the stop, nil while none has.
  var signal: Int32? { requested.read { $0 } }
}

/// What the finished keys of a run were made from: a SHA-256 of the configuration and baseline
/// their findings were judged with, then of every image of those keys, as the plan makes it (key,
/// locale, path, text, action, where the catalogs write them, variant, findings, the audit's
/// options, `--frame` and the `screen` arguments without the output folder). The snackbar build and its fonts are not in it: a
/// resume is meant for the same build, as a CI job's retry runs. A resumed run keeps an interrupted run's lines only when its own
/// plan makes the same images for those keys, so its output is what one uninterrupted run of the
/// resumed command writes. Later keys need not match: they are drawn by the resumed run.
struct MatrixFingerprint {
  private var hash = SHA256()

  /// A fingerprint that starts with `judgement` (``AuditGateOptions/judgement``): lines judged
  /// with another configuration or baseline are other lines, though their images are the same.
  init(judgement: String = "") {
    guard !judgement.isEmpty else { return }
    hash.update(Array(judgement.utf8))
    hash.update([0xFD])
  }

  mutating func add(_ image: MatrixImage) {
    var fields = [
      image.key.table ?? "", image.key.name, image.locale, image.path, image.text, image.action ?? "",
      image.isReference ? "reference" : "image", String(image.groupSize), image.frame.rawValue,
      image.auditOptions.targetSize.rawValue,
      SnackbarJSONValue.object(image.variant).lineText(), SnackbarJSONValue.array(image.findings).lineText(),
      // A kept line's `location` must still be where the text is: a catalog moved or edited
      // above a finished key makes it another image.
      image.location.map { MatrixImage.jsonValue($0).lineText() } ?? "",
      image.actionLocation.map { MatrixImage.jsonValue($0).lineText() } ?? "",
    ]
    let outputPrefix = Array("--output=".utf8)
    for argument in image.arguments where !argument.bytes.starts(with: outputPrefix) {
      fields.append(String(decoding: argument.bytes, as: UTF8.self))
    }
    // 0xFF is no byte of UTF-8 text: fields cannot run into each other.
    for field in fields {
      hash.update(Array(field.utf8))
      hash.update([0xFF])
    }
    hash.update([0xFE])
  }

  /// The digest so far, as hex.
  var hex: String {
    var copy = hash
    return SHA256.hex(copy.finalize())
  }
}

/// The images handed to the pool: the plan's from the first key not done yet, until a stop is
/// asked for. A stop leaves the images not yet handed out alone; the ones out finish.
///
/// It keeps the fingerprint of the keys before each key it starts, so an interrupted run can
/// record the fingerprint of exactly the keys it finished, whichever key the stop fell in.
final class MatrixFeed<Base: IteratorProtocol<MatrixImage>>: Sequence, IteratorProtocol {
  private var base: Base
  private var held: MatrixImage?
  private let stop: MatrixStop
  private var fingerprint: MatrixFingerprint
  private var fingerprints: [Int: MatrixFingerprint] = [:]
  /// The first key whose fingerprint may still be kept.
  private var oldest: Int
  private var currentGroup: Int
  /// The images (not references) handed out.
  private(set) var handed = 0

  /// Feeds `base`'s images, the first of which is of key `firstGroup` (the keys before are done,
  /// with `fingerprint`).
  init(_ base: Base, held: MatrixImage?, firstGroup: Int, fingerprint: MatrixFingerprint, stop: MatrixStop) {
    self.base = base
    self.held = held
    self.fingerprint = fingerprint
    self.stop = stop
    currentGroup = firstGroup - 1
    oldest = firstGroup
  }

  func next() -> MatrixImage? {
    if let limit = stop.afterImages, handed >= limit { stop.request(stop.injectedSignal) }
    guard stop.signal == nil else { return nil }
    guard let image = held ?? base.next() else { return nil }
    held = nil
    if image.group != currentGroup {
      fingerprints[image.group] = fingerprint
      currentGroup = image.group
    }
    fingerprint.add(image)
    if !image.isReference { handed += 1 }
    return image
  }

  /// The fingerprint of the keys before `group`, a key this feed has started or the one after
  /// the last it started (and not forgotten).
  func fingerprint(before group: Int) -> MatrixFingerprint {
    group > currentGroup ? fingerprint : fingerprints[group] ?? fingerprint
  }

  /// Drops what is kept for the keys before `group`, which are finished: what is kept is then
  /// bounded by the keys in flight, not by the catalog.
  func forget(before group: Int) {
    while oldest < group {
      fingerprints[oldest] = nil
      oldest += 1
    }
  }
}

/// `DIR/matrix.partial.json`: what an interrupted run finished, for `--resume`. Its
/// `matrix.jsonl` holds the lines of the first `keys` keys, `lines` lines of `bytes` bytes with
/// the SHA-256 `linesSHA256`; `failed` images of those keys could not be drawn (so the finished
/// run still exits 2); `fingerprint` is ``MatrixFingerprint`` of those keys' images.
struct MatrixPartialRecord: Equatable {
  static let fileName = "matrix.partial.json"
  static let format = 2
  /// Far more than the record's few numbers; a bigger file is not one.
  static let maximumBytes = 4096
  /// The largest count taken: far more than any matrix, exact as a JSON number.
  static let maximumCount = 1 << 50

  var keys: Int
  var lines: Int
  var bytes: Int
  var linesSHA256: String
  var failed: Int
  var fingerprint: String

  /// The file's text: pretty-printed JSON, keys sorted, ending in a newline.
  var text: String {
    let object: SnackbarJSONObject = [
      "format": .numeral(String(Self.format)), "keys": .numeral(String(keys)), "lines": .numeral(String(lines)),
      "bytes": .numeral(String(bytes)), "linesSHA256": .string(linesSHA256), "failed": .numeral(String(failed)),
      "fingerprint": .string(fingerprint),
    ]
    return SnackbarJSONValue.object(object).prettyText() + "\n"
  }

  /// The record in `folder`, nil when there is none. The file is untrusted: opened without
  /// following a link, bounded, read with the strict JSON reader, every member checked.
  /// - Throws: ``CLIError/usage(_:)`` naming the file and what is wrong with it.
  static func read(in folder: BytePath) throws(CLIError) -> MatrixPartialRecord? {
    let path = folder.appending(fileName)
    do {
      guard try FileSystem.status(of: path, followingLinks: false) != nil else { return nil }
    } catch {
      throw .failed("cannot read \(path): \(error.reason)")
    }
    let bytes: [UInt8]
    do {
      bytes = try ReadOnlyFile([Array(fileName.utf8)], under: folder).readAll(limit: maximumBytes)
    } catch {
      guard case .tooLarge = error.reason else {
        throw .usage("cannot read \(path): \(EchoedText.escaped(error.description))")
      }
      throw .usage("\(path) is larger than \(maximumBytes) bytes; it is not a record of an interrupted run")
    }
    do {
      return try parse(bytes)
    } catch {
      throw .usage(
        "\(path) is not a record of an interrupted run: \(EchoedText.escaped(error.message)); "
          + "run without --resume to start over")
    }
  }

  /// Why a record was refused.
  struct Invalid: Error {
    let message: String
  }

  static func parse(_ bytes: [UInt8]) throws(Invalid) -> MatrixPartialRecord {
    let node: SnackbarJSONNode
    do {
      node = try SnackbarJSONReader.read(bytes)
    } catch {
      throw Invalid(message: error.description)
    }
    guard let members = node.members else { throw Invalid(message: "it is \(node.kind), not an object") }
    let known: Set = ["format", "keys", "lines", "bytes", "linesSHA256", "failed", "fingerprint"]
    if let unknown = members.first(where: { !known.contains($0.key) }) {
      throw Invalid(message: "it has an unknown member \"\(unknown.key)\"")
    }
    func count(_ name: String) throws(Invalid) -> Int {
      guard case .number(let text)? = node[name]?.content, !text.isEmpty, text.utf8.count <= 16,
        text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let value = Int(text),
        value <= maximumCount
      else { throw Invalid(message: "\"\(name)\" must be a whole number 0...\(maximumCount)") }
      return value
    }
    func digest(_ name: String) throws(Invalid) -> String {
      guard case .string(let text)? = node[name]?.content, text.utf8.count == 64,
        text.utf8.allSatisfy({
          (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
        })
      else { throw Invalid(message: "\"\(name)\" must be 64 lowercase hex digits") }
      return text
    }
    let format = try count("format")
    guard format == Self.format else {
      throw Invalid(message: "its format is \(format); this snackbar reads format \(Self.format)")
    }
    let record = MatrixPartialRecord(
      keys: try count("keys"), lines: try count("lines"), bytes: try count("bytes"),
      linesSHA256: try digest("linesSHA256"), failed: try count("failed"), fingerprint: try digest("fingerprint"))
    guard record.lines <= record.bytes else { throw Invalid(message: "it counts more lines than bytes") }
    return record
  }
}

/// The lines of an interrupted run's `matrix.jsonl`, read back for `--resume`: untrusted, so the
/// file is opened without following a link, must have the size and SHA-256 its record gives, and
/// each line is read with the strict JSON reader, bounded in length.
enum MatrixDoneLines {
  /// The longest line taken, as `matrix merge` takes.
  static let maximumLineLength = BatchLineReader.defaultMaximumLineLength

  /// Calls `line` with each line's text (without its newline) and value, in order.
  /// - Throws: ``CLIError/usage(_:)`` when the file is not the one the record describes.
  static func read(
    in folder: BytePath, record: MatrixPartialRecord, line: (String, SnackbarJSONValue) -> Void
  ) throws(CLIError) {
    let path = folder.appending("matrix.jsonl")
    let mismatch = "\(path) is not the file the interrupted run left (\(MatrixPartialRecord.fileName) says "
    let file: ReadOnlyFile
    do {
      file = try ReadOnlyFile([Array("matrix.jsonl".utf8)], under: folder)
    } catch {
      throw .usage("cannot read \(path): \(EchoedText.escaped(error.description))")
    }
    guard file.status.size == Int64(record.bytes) else {
      throw .usage(mismatch + "\(record.bytes) bytes, it has \(file.status.size)); run without --resume to start over")
    }
    var hash = SHA256()
    var pending: [UInt8] = []
    var total = 0
    var count = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while total < record.bytes {
      let wanted = min(buffer.count, record.bytes - total)
      let result = buffer.withUnsafeMutableBytes { pointer in
        Result { () throws(FileSystemError) in
          try file.read(into: UnsafeMutableRawBufferPointer(rebasing: pointer[0..<wanted]))
        }
      }
      let read: Int
      switch result {
      case .success(let count): read = count
      case .failure(let error): throw .failed("cannot read \(path): \(EchoedText.escaped(error.description))")
      }
      guard read > 0 else { break }
      total += read
      let chunk = buffer[0..<read]
      hash.update(chunk)
      var start = chunk.startIndex
      while let newline = chunk[start...].firstIndex(of: 0x0A) {
        pending += chunk[start..<newline]
        count += 1
        try take(pending, number: count, path: path, line: line)
        pending.removeAll(keepingCapacity: true)
        start = newline + 1
      }
      pending += chunk[start...]
      guard pending.count <= maximumLineLength else {
        throw .usage("\(path), line \(count + 1): longer than \(maximumLineLength) bytes")
      }
    }
    guard total == record.bytes, pending.isEmpty, count == record.lines,
      SHA256.hex(hash.finalize()) == record.linesSHA256
    else {
      throw .usage(
        mismatch + "\(record.lines) lines of \(record.bytes) bytes with another SHA-256); run without --resume to "
          + "start over")
    }
  }

  private static func take(
    _ bytes: [UInt8], number: Int, path: BytePath, line: (String, SnackbarJSONValue) -> Void
  ) throws(CLIError) {
    let node: SnackbarJSONNode
    do {
      node = try SnackbarJSONReader.read(bytes)
    } catch {
      throw .usage("\(path), line \(number): \(EchoedText.escaped(error.description))")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .usage("\(path), line \(number): not UTF-8")
    }
    // The lines go into the page as they are: a path that is not a plain relative one
    // (`//host/x.png`, `../x.png`) would make the page show another image than the run drew.
    guard case .object(let members) = node.value, case .string(let image)? = members["path"],
      MatrixMerge.isSafe(image)
    else {
      throw .usage("\(path), line \(number): no plain relative \"path\" of a PNG; run without --resume to start over")
    }
    line(text, node.value)
  }
}
