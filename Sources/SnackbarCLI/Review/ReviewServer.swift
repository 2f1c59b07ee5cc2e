import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One HTTP request as the review server reads it: the method, the path (query dropped) and the
/// headers the review decides by.
struct ReviewRequest: Equatable {
  var method: String
  var path: String
  var host: String?
  /// `Origin`: the origin of the page that made the request, which browsers send with a POST.
  var origin: String? = nil
  /// `Sec-Fetch-Site`: how that page relates to this one (`same-origin`, `cross-site`, …).
  var fetchSite: String? = nil
  /// `X-Review-Token`: the token as the page's script sends it. A plain HTML form cannot set a
  /// header, and a script of another origin cannot set one without asking first (a CORS
  /// preflight, which the review never allows).
  var reviewToken: String? = nil
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
      200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
      408: "Request Timeout", 409: "Conflict", 431: "Request Header Fields Too Large",
    ]
    var head = "HTTP/1.1 \(status) \(reasons[status] ?? "Error")\r\n"
    head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
    head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\n"
    head += "Referrer-Policy: no-referrer\r\n\r\n"
    return Array(head.utf8) + body
  }
}

/// A listening socket on 127.0.0.1 at a port the system picks, serving up to
/// ``maximumConnections`` connections at once from one thread with poll(2), so an idle or slow
/// client holds up no other. Each request's head must arrive whole within ``headDeadline``,
/// however it is cut into reads, and within ``headBytes``; its answer must be taken within
/// ``answerDeadline``; then the connection is closed. Requests are handled one at a time, in
/// the order their heads complete, so the handler (the review's state) never runs twice at once.
final class ReviewServer {
  /// The most bytes of a request head, its blank line included; a longer one is answered 431.
  static let headBytes = 16 << 10
  /// The most connections open at once; more wait in the listen backlog until one closes, which
  /// takes at most ``headDeadline`` plus ``answerDeadline``.
  static let maximumConnections = 64
  /// After an answer, how long and how much of what the client still sends (a body, the rest of
  /// an over-long head) is read and dropped before closing: closing with unread bytes resets the
  /// connection, and a reset can destroy the answer before the client reads it.
  static let lingerDeadline = Duration.seconds(1)
  /// The most bytes dropped so; a client that sends more is closed on.
  static let lingerBytes = 1 << 20

  /// How long a connection may take to send its whole request head.
  let headDeadline: Duration
  /// How long a connection may take to read its whole answer.
  let answerDeadline: Duration
  let port: Int
  private let listener: Int32

  /// Binds 127.0.0.1 at a random free port.
  /// - Throws: ``CLIError/failed(_:)`` when the socket cannot be made, bound or listened on.
  init(headDeadline: Duration = .seconds(5), answerDeadline: Duration = .seconds(30)) throws(CLIError) {
    self.headDeadline = headDeadline
    self.answerDeadline = answerDeadline
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
    // Non-blocking, so a connection that is gone between poll and accept cannot stall the loop.
    guard bound == 0, listen(descriptor, 64) == 0, fcntl(descriptor, F_SETFL, O_NONBLOCK) == 0 else {
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

  /// One open connection and where it is in its one exchange.
  private struct Connection {
    enum Phase {
      /// Reading the request head, until its deadline.
      case reading
      /// Writing the answer, until its deadline.
      case writing
      /// Answer sent and our side shut: dropping what the client still sends, until it closes.
      case lingering
    }

    let descriptor: Int32
    var phase = Phase.reading
    /// When the phase ends, done or not.
    var deadline: ContinuousClock.Instant
    var head: [UInt8] = []
    var answer: [UInt8] = []
    var sent = 0
    var dropped = 0
    /// Whether its answer was the last: the server stops once it is closed.
    var isLast = false
  }

  /// Answers requests with `handle` until it says stop (or accepting fails), then closes every
  /// connection once the last answer has been sent.
  func serve(_ handle: (ReviewRequest) -> (response: ReviewResponse, stop: Bool)) {
    var connections: [Connection] = []
    var stopping = false
    defer { for connection in connections { close(connection.descriptor) } }
    while true {
      let listening = !stopping && connections.count < Self.maximumConnections
      var polled = connections.map { connection in
        pollfd(fd: connection.descriptor, events: Int16(connection.phase == .writing ? POLLOUT : POLLIN), revents: 0)
      }
      if listening { polled.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&polled, nfds_t(polled.count), Self.milliseconds(until: connections.map(\.deadline).min()))
      if ready < 0 {
        guard errno == EINTR else { return }
        continue
      }
      var kept: [Connection] = []
      for (index, var connection) in connections.enumerated() {
        // Once the last answer is made, no other request is answered.
        guard !stopping || connection.isLast else {
          close(connection.descriptor)
          continue
        }
        var open = true
        if polled[index].revents != 0 { open = step(&connection, handle: handle) }
        if open, connection.deadline <= .now {
          // A head that has not arrived in time is told so, once, without waiting for the client.
          if connection.phase == .reading {
            Self.sendNow(ReviewResponse(status: 408, text: "request too slow").bytes, to: connection.descriptor)
          }
          open = false
        }
        stopping = stopping || connection.isLast
        if open { kept.append(connection) } else { close(connection.descriptor) }
      }
      connections = kept
      if stopping {
        connections.removeAll { connection in
          if !connection.isLast { close(connection.descriptor) }
          return !connection.isLast
        }
        if connections.isEmpty { return }
        continue
      }
      if listening, let last = polled.last, last.revents & Int16(POLLIN) != 0 {
        guard acceptConnections(into: &connections) else { return }
      }
    }
  }

  /// Accepts the connections waiting, up to ``maximumConnections`` open; false when accepting
  /// fails for a reason other than none being left.
  private func acceptConnections(into connections: inout [Connection]) -> Bool {
    while connections.count < Self.maximumConnections {
      // accept4 is not in Swift's Glibc module. Close-on-exec set right after accepting: the
      // command starts no processes, so no child can inherit the socket in between.
      let client = accept(listener, nil, nil)
      if client >= 0 {
        _ = fcntl(client, F_SETFL, O_NONBLOCK)
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      }
      guard client >= 0 else {
        if errno == EINTR || errno == ECONNABORTED { continue }
        return errno == EAGAIN || errno == EWOULDBLOCK
      }
      connections.append(Connection(descriptor: client, deadline: .now + headDeadline))
    }
    return true
  }

  /// Does what the connection is ready for; false when it is done and should be closed.
  private func step(
    _ connection: inout Connection, handle: (ReviewRequest) -> (response: ReviewResponse, stop: Bool)
  ) -> Bool {
    switch connection.phase {
    case .reading:
      var chunk = [UInt8](repeating: 0, count: 4096)
      let got = chunk.withUnsafeMutableBytes { recv(connection.descriptor, $0.baseAddress, $0.count, 0) }
      guard got > 0 else { return got < 0 && Self.isRetryable(errno) }
      // The blank line may straddle two reads: look from three bytes back.
      let searchFrom = max(0, connection.head.count - 3)
      connection.head += chunk[0..<got]
      let end: [UInt8] = [13, 10, 13, 10]
      let answer: (response: ReviewResponse, stop: Bool)
      if let range = connection.head[searchFrom...].firstRange(of: end), range.upperBound <= Self.headBytes {
        answer =
          Self.parse(Array(connection.head[..<range.lowerBound])).map(handle)
          ?? (ReviewResponse(status: 400, text: "bad request"), false)
      } else if connection.head.count >= Self.headBytes {
        answer = (ReviewResponse(status: 431, text: "request head larger than \(Self.headBytes) bytes"), false)
      } else {
        return true
      }
      connection.phase = .writing
      connection.head = []
      connection.answer = answer.response.bytes
      connection.isLast = answer.stop
      connection.deadline = .now + answerDeadline
      return step(&connection, handle: handle)
    case .writing:
      while connection.sent < connection.answer.count {
        let sent = connection.answer[connection.sent...].withUnsafeBytes {
          sendBytes(connection.descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        guard sent > 0 else { return sent < 0 && Self.isRetryable(errno) }
        connection.sent += sent
      }
      shutdown(connection.descriptor, Int32(SHUT_WR))
      connection.phase = .lingering
      connection.answer = []
      connection.deadline = .now + Self.lingerDeadline
      return true
    case .lingering:
      var chunk = [UInt8](repeating: 0, count: 16384)
      while true {
        let got = chunk.withUnsafeMutableBytes { recv(connection.descriptor, $0.baseAddress, $0.count, 0) }
        guard got > 0 else { return got < 0 && Self.isRetryable(errno) }
        connection.dropped += got
        if connection.dropped > Self.lingerBytes { return false }
      }
    }
  }

  /// Whether a failed non-blocking call only means "not now".
  private static func isRetryable(_ error: Int32) -> Bool {
    error == EAGAIN || error == EWOULDBLOCK || error == EINTR
  }

  /// poll(2)'s timeout until `deadline`, in whole milliseconds rounded up; -1 (none) without one.
  private static func milliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
    guard let deadline else { return -1 }
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }

  /// Sends what the socket takes at once, without waiting.
  private static func sendNow(_ bytes: [UInt8], to client: Int32) {
    _ = bytes.withUnsafeBytes { sendBytes(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  /// The request line and the headers of ``ReviewRequest`` from a request head (without its
  /// blank line); nil for a malformed head, or one with two of those headers: which of them a
  /// client, proxy or browser meant cannot be told, so neither is trusted.
  static func parse(_ head: [UInt8]) -> ReviewRequest? {
    guard let text = String(validating: head, as: UTF8.self) else { return nil }
    let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    let parts = lines.first?.split(separator: " ", omittingEmptySubsequences: false) ?? []
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return nil }
    let path =
      parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
    var request = ReviewRequest(method: String(parts[0]), path: path, host: nil)
    var seen: Set<String> = []
    for line in lines.dropFirst() {
      // A line without a name (a folded continuation, or junk) is malformed, as is a name with
      // white space in it (RFC 9112 5.1).
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].lowercased()
      guard !name.isEmpty, !name.contains(where: \.isWhitespace) else { return nil }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      let field: WritableKeyPath<ReviewRequest, String?>
      switch name {
      case "host": field = \.host
      case "origin": field = \.origin
      case "sec-fetch-site": field = \.fetchSite
      case "x-review-token": field = \.reviewToken
      default: continue
      }
      guard seen.insert(name).inserted else { return nil }
      request[keyPath: field] = value
    }
    return request
  }
}

/// send(2), under a name the server's own methods do not shadow.
private func sendBytes(_ socket: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
  send(socket, buffer, count, flags)
}
