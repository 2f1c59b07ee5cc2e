import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One HTTP request as the review server reads it: the method, the path (query dropped) and the
/// `Host` header.
struct ReviewRequest: Equatable {
  var method: String
  var path: String
  var host: String?
}

/// One response: a status, a content type and a body.
struct ReviewResponse: Equatable {
  var status: Int
  var contentType = "text/plain; charset=utf-8"
  var body: [UInt8]

  init(status: Int, contentType: String = "text/plain; charset=utf-8", body: [UInt8]) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  init(status: Int, text: String) {
    self.init(status: status, body: Array((text + "\n").utf8))
  }

  /// The status line, headers and body. No caching, no sniffing, no framing by other sites.
  var bytes: [UInt8] {
    let reasons = [
      200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 409: "Conflict",
    ]
    var head = "HTTP/1.1 \(status) \(reasons[status] ?? "Error")\r\n"
    head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
    head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n"
    head += "Referrer-Policy: no-referrer\r\n\r\n"
    return Array(head.utf8) + body
  }
}

/// A listening socket on 127.0.0.1 at a port the system picks, serving one connection at a time
/// (one reviewer, one browser): requests are read bounded (``headBytes``, a few seconds at most),
/// answered, and the connection closed.
final class ReviewServer {
  /// The most bytes of a request head; a longer one is refused (400).
  static let headBytes = 16 << 10
  /// How long a connection may take to send its request or read the answer.
  static let timeoutSeconds = 5

  let port: Int
  private let listener: Int32

  /// Binds 127.0.0.1 at a random free port.
  /// - Throws: ``CLIError/failed(_:)`` when the socket cannot be made, bound or listened on.
  init() throws(CLIError) {
    #if canImport(Glibc) || canImport(Musl)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw .failed("cannot open a socket: \(String(cString: strerror(errno)))") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw .failed("cannot listen on 127.0.0.1: \(reason)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard named == 0 else {
      close(descriptor)
      throw .failed("cannot read the listening port: \(String(cString: strerror(errno)))")
    }
    listener = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(listener) }

  /// Answers requests with `handle` until it says stop (or accepting fails).
  func serve(_ handle: (ReviewRequest) -> (response: ReviewResponse, stop: Bool)) {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        if errno == EINTR || errno == ECONNABORTED { continue }
        return
      }
      Self.setTimeouts(client)
      let answer: (response: ReviewResponse, stop: Bool)
      if let request = Self.read(client) {
        answer = handle(request)
      } else {
        answer = (ReviewResponse(status: 400, text: "bad request"), false)
      }
      Self.write(answer.response.bytes, to: client)
      close(client)
      if answer.stop { return }
    }
  }

  private static func setTimeouts(_ client: Int32) {
    var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
    let size = socklen_t(MemoryLayout<timeval>.size)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, size)
    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, size)
  }

  /// The request head, up to ``headBytes``; nil for one that is longer, cut off or malformed.
  /// A body is never read: the review's requests carry none.
  static func read(_ client: Int32) -> ReviewRequest? {
    var head: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = [13, 10, 13, 10]
    while head.count <= headBytes {
      let got = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { return nil }
      head += chunk[0..<got]
      if let range = head.firstRange(of: end) { return parse(Array(head[..<range.lowerBound])) }
    }
    return nil
  }

  /// The request line and the `Host` header of a request head (without its blank line).
  static func parse(_ head: [UInt8]) -> ReviewRequest? {
    guard let text = String(validating: head, as: UTF8.self) else { return nil }
    let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    let parts = lines.first?.split(separator: " ", omittingEmptySubsequences: false) ?? []
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return nil }
    let path =
      parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
    var host: String?
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      if line[..<colon].lowercased() == "host" {
        host = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return ReviewRequest(method: String(parts[0]), path: path, host: host)
  }

  private static func write(_ bytes: [UInt8], to client: Int32) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes { sendBytes(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if sent < 0, errno == EINTR { continue }
      guard sent > 0 else { return }
      offset += sent
    }
  }
}

/// send(2), under a name the server's own methods do not shadow.
private func sendBytes(_ socket: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
  send(socket, buffer, count, flags)
}
