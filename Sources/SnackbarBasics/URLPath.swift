/// Paths written into addresses: a SARIF artifact's URI, an image's `href` on a page.
package enum URLPath {
  /// `path` with every byte but letters, digits, `-._~/` percent-encoded (`a b/ä` →
  /// `a%20b/%C3%A4`): a relative reference that keeps its folders.
  package static func percentEncoded(_ path: String) -> String {
    var output = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        output.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        output += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return output
  }
}
