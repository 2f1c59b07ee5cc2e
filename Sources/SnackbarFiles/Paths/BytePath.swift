/// A file-system path as the bytes the kernel sees, which need not be UTF-8.
///
/// A Linux file name is any bytes but `/` and NUL. `String` and `URL` turn bytes that are not
/// UTF-8 into U+FFFD, so a path that went through them names a different file (`out\xFF.png`
/// became `out\xEF\xBF\xBD.png`). This type keeps the bytes, hands them to POSIX calls unchanged
/// and shows them to people with escapes (``description``).
package struct BytePath: Hashable, Sendable {
  /// The path's bytes, without a terminating NUL.
  package let bytes: [UInt8]

  /// A path of exactly `bytes`.
  package init(bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// The UTF-8 bytes of `string`.
  package init(_ string: String) {
    bytes = Array(string.utf8)
  }

  /// Whether the path has no bytes at all (never a valid file name).
  package var isEmpty: Bool { bytes.isEmpty }

  /// Whether the path starts at the root rather than the current directory.
  package var isAbsolute: Bool { bytes.first == Self.slash }

  /// The path as text, or nil when its bytes are not valid UTF-8.
  package var utf8String: String? { String(validating: bytes, as: UTF8.self) }

  /// The directory part, as dirname(1) gives it: `.` for a bare name, `/` for `/name`.
  package var parent: BytePath {
    let trimmed = Self.trimmingTrailingSlashes(bytes[...])
    guard let slash = trimmed.lastIndex(of: Self.slash) else { return BytePath(".") }
    let directory = Self.trimmingTrailingSlashes(trimmed[..<slash])
    return directory.isEmpty ? BytePath("/") : BytePath(bytes: directory)
  }

  /// The last component, as basename(1) gives it (trailing slashes ignored).
  package var lastComponent: [UInt8] {
    let trimmed = Self.trimmingTrailingSlashes(bytes[...])
    guard let slash = trimmed.lastIndex(of: Self.slash) else { return Array(trimmed) }
    return Array(trimmed[trimmed.index(after: slash)...])
  }

  /// The non-empty components between slashes.
  package var components: [[UInt8]] {
    bytes.split(separator: Self.slash).map(Array.init)
  }

  /// This path with `component` (bytes or text) appended after a slash.
  package func appending(_ component: some Sequence<UInt8>) -> BytePath {
    if bytes.isEmpty { return BytePath(bytes: component) }
    return BytePath(bytes: bytes.last == Self.slash ? bytes + component : bytes + [Self.slash] + component)
  }

  /// This path with the UTF-8 bytes of `component` appended after a slash.
  package func appending(_ component: String) -> BytePath {
    appending(Array(component.utf8))
  }

  /// Whether the last component ends with `suffix`, ignoring ASCII case (`.PNG` ends with `.png`).
  package func hasSuffix(ignoringCase suffix: String) -> Bool {
    let suffix = Array(suffix.utf8).map(Self.lowercased)
    let name = lastComponent.map(Self.lowercased)
    return name.count >= suffix.count && Array(name.suffix(suffix.count)) == suffix
  }

  static let slash = UInt8(ascii: "/")

  private static func trimmingTrailingSlashes(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var end = bytes.endIndex
    while end > bytes.startIndex + 1, bytes[end - 1] == slash { end -= 1 }
    return bytes[bytes.startIndex..<end]
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }
}
