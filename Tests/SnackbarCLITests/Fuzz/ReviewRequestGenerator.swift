import Foundation
import SnackbarFuzzSupport

/// One request of the review fuzz harness, built from parts that each carry what they mean to the
/// review (a right or a wrong `Host`, a malformed line, …), so that the answer expected of it
/// (``expectation(token:host:failures:)``) follows from those meanings and from the review's
/// documented rules, not from parsing the bytes the way the server does.
struct ReviewFuzzRequest {
  /// What a header line means to the review.
  enum Role: Equatable {
    /// `Host`, `Origin`, `Sec-Fetch-Site` or `X-Review-Token`, in any case, and whether its value
    /// is the one the review's own page sends (spaces and tabs around it aside).
    case host(right: Bool)
    case origin(right: Bool)
    case fetchSite(right: Bool)
    case token(right: Bool)
    /// A well-formed line of any other name: ignored.
    case other
    /// A line without a colon, with white space in or around its name, or with an empty name.
    case malformed

    /// The role of a line that swallowed the next (a bare LF between them): the same name, with a
    /// value that is no longer anyone's right one.
    var swallowing: Role {
      switch self {
      case .host: return .host(right: false)
      case .origin: return .origin(right: false)
      case .fetchSite: return .fetchSite(right: false)
      case .token: return .token(right: false)
      case .other, .malformed: return self
      }
    }
  }

  struct Header {
    /// The line, without its end.
    var line: [UInt8]
    var role: Role
    /// Ended by a bare LF instead of CR LF: a server reads it and the next line as one.
    var bareLineFeed = false
  }

  /// How the bytes go out.
  enum Delivery: Equatable, CustomStringConvertible {
    /// All at once; then the write side shut, or not.
    case whole(shutWrite: Bool)
    /// Cut at these offsets, with a pause between the pieces: a slow client, and a blank line
    /// that may straddle two reads.
    case pieces([Int], pauseMicroseconds: UInt32)
    /// Only the first `count` bytes of the head, then the write side shut: a client that gives up.
    case truncated(Int)

    var description: String {
      switch self {
      case .whole(let shut): return shut ? "whole, then write side shut" : "whole"
      case .pieces(let cuts, let pause): return "pieces cut at \(cuts), \(pause) µs apart"
      case .truncated(let count): return "first \(count) bytes of the head, then write side shut"
      }
    }
  }

  var method: [UInt8]
  var target: [UInt8]
  /// nil: the request line ends after the target, with no space.
  var version: [UInt8]?
  var headers: [Header]
  var body: [UInt8] = []
  var delivery = Delivery.whole(shutWrite: false)
  /// Idle connections opened before the request and closed after its answer.
  var idleCompanions = 0

  var requestLine: [UInt8] { method + [0x20] + target + (version.map { [0x20] + $0 } ?? []) }

  /// The head, through its blank line.
  var head: [UInt8] {
    var bytes = requestLine + [13, 10]
    for header in headers { bytes += header.line + (header.bareLineFeed ? [10] : [13, 10]) }
    return bytes + [13, 10]
  }

  /// What goes out on the connection.
  var bytes: [UInt8] {
    if case .truncated(let count) = delivery { return Array(head.prefix(count)) }
    return head + body
  }

  /// Why the head is not one the expectation can be computed for (its blank line is not its
  /// end, a line holds CR LF, the last line ends in a bare LF), or nil: a generator bug, never
  /// the server's.
  var unsoundness: String? {
    let end: [UInt8] = [13, 10, 13, 10]
    if head.firstRange(of: end)?.upperBound != head.count { return "the head's blank line is not its end" }
    for line in [requestLine] + headers.map(\.line) where line.firstRange(of: [13, 10]) != nil {
      return "a line holds CR LF"
    }
    for header in headers where header.bareLineFeed && header.line.last == 13 {
      return "a bare LF after a CR makes a CR LF"
    }
    if headers.last?.bareLineFeed == true { return "the last line ends in a bare LF: the head never ends" }
    if requestLine.contains(13) || requestLine.contains(10) { return "the request line holds CR or LF" }
    return nil
  }

  /// The documented answers (README, `snackbar review --help`): 431 for a head over 16 KiB; 400
  /// for one that is not UTF-8, not `METHOD SP /TARGET SP HTTP/1.x`, has a malformed line, or
  /// two of the headers the review decides by; 403 without exactly the review's `Host`, or
  /// without the token in the path; the page for a GET of `/<token>/`; 404 for anything but
  /// `accept/N` or `skip/N` of a failure on the page, 405 for another method; 403 for a POST
  /// whose `Origin` or `Sec-Fetch-Site` names another page, or without the right
  /// `X-Review-Token`; else a decision. A head cut short is closed on without an answer.
  func expectation(token: String, host: String, failures: Int) -> ReviewExpectation {
    let limit = 16 << 10
    if case .truncated(let count) = delivery { return count >= limit ? .status(431) : .closed }
    if head.count > limit { return .status(431) }
    guard String(validating: head, as: UTF8.self) != nil else { return .status(400) }
    let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
    guard parts.count == 3, parts[2].starts(with: Array("HTTP/1.".utf8)), parts[1].first == UInt8(ascii: "/")
    else { return .status(400) }
    // The request line's own words: a target may hold a space, and then another word is the version.
    let (method, target) = (Array(parts[0]), Array(parts[1]))
    var roles: [Role] = []
    var swallower: Role?
    for header in headers {
      let role = swallower?.swallowing ?? header.role
      if header.bareLineFeed { swallower = role } else { (roles, swallower) = (roles + [role], nil) }
    }
    if roles.contains(.malformed) { return .status(400) }
    let hosts = roles.compactMap { if case .host(let right) = $0 { right } else { nil } }
    let origins = roles.compactMap { if case .origin(let right) = $0 { right } else { nil } }
    let sites = roles.compactMap { if case .fetchSite(let right) = $0 { right } else { nil } }
    let tokens = roles.compactMap { if case .token(let right) = $0 { right } else { nil } }
    if [hosts, origins, sites, tokens].contains(where: { $0.count > 1 }) { return .status(400) }
    guard hosts == [true] else { return .status(403) }
    let path = target.split(separator: UInt8(ascii: "?"), maxSplits: 1, omittingEmptySubsequences: false)[0]
    let prefix = Array("/\(token)/".utf8)
    guard path.starts(with: prefix) else { return .status(403) }
    let rest = Array(path.dropFirst(prefix.count))
    if rest.isEmpty { return method == Array("GET".utf8) ? .page : .status(405) }
    let decisions = ["accept", "skip"].flatMap { action in (1...failures).map { (action, $0) } }
    guard let (action, number) = decisions.first(where: { rest == Array("\($0.0)/\($0.1)".utf8) }) else {
      return .status(404)
    }
    guard method == Array("POST".utf8) else { return .status(405) }
    if origins == [false] || sites == [false] || tokens != [true] { return .status(403) }
    return .decision(accept: action == "accept", number: number)
  }

  /// The bytes for a failure message: printable ASCII as is, the rest escaped, long runs cut.
  var summary: String {
    let all = bytes
    let shown = all.count > 900 ? Array(all.prefix(600)) + Array("…".utf8) + Array(all.suffix(200)) : all
    var text = ""
    for byte in shown {
      switch byte {
      case 0x20...0x7E where byte != UInt8(ascii: "\\"): text.append(Character(Unicode.Scalar(byte)))
      case 13: text += "\\r"
      case 10: text += "\\n"
      default: text += String(format: "\\x%02X", byte)
      }
    }
    return "\(all.count) bytes, \(delivery), \(idleCompanions) idle companions: \(text)"
  }
}

/// What the review must do with one request.
enum ReviewExpectation: Equatable, CustomStringConvertible {
  /// Close the connection without an answer.
  case closed
  /// Answer with this status, and change nothing.
  case status(Int)
  /// Answer 200 with the page.
  case page
  /// Accept or skip failure `number`: 200 when it is undecided, else 409.
  case decision(accept: Bool, number: Int)

  var description: String {
    switch self {
    case .closed: return "closed without an answer"
    case .status(let status): return "\(status)"
    case .page: return "200 with the page"
    case .decision(let accept, let number): return "\(accept ? "accept" : "skip") failure \(number)"
    }
  }
}

/// Random requests near the ones the review's page sends: its decisions and its page, each with
/// up to a few parts changed, and requests of no kind at all.
struct ReviewRequestGenerator {
  let token: String
  let port: Int
  /// How many failures the page shows.
  let failures: Int

  var host: String { "127.0.0.1:\(port)" }

  func request(using random: inout SplitMix64) -> ReviewFuzzRequest {
    var request: ReviewFuzzRequest
    let roll = Int.random(in: 0..<20, using: &random)
    var changes = roll < 6 ? 0 : roll < 13 ? 1 : roll < 17 ? 2 : Int.random(in: 3...5, using: &random)
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<7: request = decision(using: &random)
    case 7..<10:
      request = nearMiss(using: &random)
      changes = 0
    case 10..<14: request = page(using: &random)
    default: request = stranger(using: &random)
    }
    for _ in 0..<changes { change(&request, using: &random) }
    // The last line ends in CR LF, or the blank line after it would not end the head.
    if let last = request.headers.indices.last { request.headers[last].bareLineFeed = false }
    if random.chance(0.1) {
      // Padding that brings the head to the limit, one byte either side of it, or past it.
      let size = random.chance(0.7) ? random.pick([16383, 16384, 16385]) : random.pick([8000, 17000, 64000])
      let room = size - request.head.count - 13  // "X-Padding: " and CR LF
      if room >= 0 {
        insert(
          .init(line: Array("X-Padding: \(String(repeating: "a", count: room))".utf8), role: .other), into: &request,
          using: &random)
      }
    }
    request.delivery = delivery(for: request, using: &random)
    request.idleCompanions = random.chance(0.08) ? Int.random(in: 1...3, using: &random) : 0
    return request
  }

  // MARK: starting points

  /// What the page's Accept and Skip buttons send, in a random order, with or without the
  /// headers a browser adds.
  func decision(using random: inout SplitMix64) -> ReviewFuzzRequest {
    let action = random.chance(0.5) ? "accept" : "skip"
    let number = random.chance(0.9) ? Int.random(in: 1...failures, using: &random) : random.pick([0, failures + 1])
    var headers = [
      header(.host(right: true), using: &random), header(.token(right: true), using: &random),
    ]
    if random.chance(0.7) { headers.append(header(.origin(right: true), using: &random)) }
    if random.chance(0.7) { headers.append(header(.fetchSite(right: true), using: &random)) }
    for _ in 0..<Int.random(in: 0...2, using: &random) { headers.append(other(using: &random)) }
    headers.shuffle(using: &random)
    return ReviewFuzzRequest(
      method: Array("POST".utf8), target: Array("/\(token)/\(action)/\(number)".utf8), version: Array("HTTP/1.1".utf8),
      headers: headers)
  }

  /// A decision as the page sends it with exactly one part wrong that the review's trust rests
  /// on (another `Origin`, `Sec-Fetch-Site`, `Host` or token, no token header, no `Host`, another
  /// token in the path), so that each check is tested alone in every run, however short.
  func nearMiss(using random: inout SplitMix64) -> ReviewFuzzRequest {
    var request = decision(using: &random)
    let wrong: [ReviewFuzzRequest.Role] = [
      .origin(right: false), .fetchSite(right: false), .token(right: false), .host(right: false),
    ]
    switch Int.random(in: 0..<7, using: &random) {
    case 0..<4:
      let role = wrong[Int.random(in: 0..<4, using: &random)]
      request.headers.removeAll { $0.role.swallowing == role }
      insert(header(role, using: &random), into: &request, using: &random)
    case 4: request.headers.removeAll { $0.role.swallowing == .token(right: false) }
    case 5: request.headers.removeAll { $0.role.swallowing == .host(right: false) }
    default:
      // Its last digit changed: a token that differs from the review's in one place.
      let changed = String(token.dropLast()) + (token.last == "0" ? "1" : "0")
      let other = random.pick([token.uppercased(), changed, String(repeating: "0", count: 32)])
      request.target = Array("/\(other)/".utf8) + request.target.dropFirst(token.utf8.count + 2)
    }
    return request
  }

  /// A browser loading the page.
  func page(using random: inout SplitMix64) -> ReviewFuzzRequest {
    var headers = [header(.host(right: true), using: &random)]
    for _ in 0..<Int.random(in: 0...3, using: &random) { headers.append(other(using: &random)) }
    headers.shuffle(using: &random)
    let query = random.chance(0.2) ? random.pick(["?", "?a=1", "?x=../../etc/passwd"]) : ""
    return ReviewFuzzRequest(
      method: Array("GET".utf8), target: Array("/\(token)/\(query)".utf8), version: Array("HTTP/1.1".utf8),
      headers: headers)
  }

  /// Any method, any target, any of the four headers with any value.
  func stranger(using random: inout SplitMix64) -> ReviewFuzzRequest {
    var headers: [ReviewFuzzRequest.Header] = []
    let roles: [ReviewFuzzRequest.Role] = [
      .host(right: true), .host(right: false), .origin(right: true), .origin(right: false), .fetchSite(right: true),
      .fetchSite(right: false), .token(right: true), .token(right: false), .other, .other,
    ]
    for _ in 0..<Int.random(in: 0...5, using: &random) { headers.append(header(random.pick(roles), using: &random)) }
    return ReviewFuzzRequest(
      method: method(using: &random), target: target(using: &random), version: version(using: &random),
      headers: headers)
  }

  // MARK: parts

  func method(using random: inout SplitMix64) -> [UInt8] {
    let methods = [
      "GET", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH", "CONNECT", "TRACE", "post", "Post", "get", "",
      "POSTX", "P\u{D6}ST",
    ]
    return random.chance(0.05) ? [0x50, 0x4F, 0xFF] : Array(random.pick(methods).utf8)
  }

  func version(using random: inout SplitMix64) -> [UInt8]? {
    let versions = [
      "HTTP/1.1", "HTTP/1.1", "HTTP/1.0", "HTTP/1.x", "HTTP/2", "HTTP/2.0", "http/1.1", "HTTP/", "", "HTTP/1.1 x",
    ]
    return random.chance(0.05) ? nil : Array(random.pick(versions).utf8)
  }

  /// A target: the token's paths with odd numbers and actions, climbs, percent-encoding, queries,
  /// other tokens, absolute forms, huge ones, bytes that are not UTF-8.
  func target(using random: inout SplitMix64) -> [UInt8] {
    let t = token
    let numbers = [
      "1", "2", "3", "0", "\(failures + 1)", "01", "-1", "+1", "1.0", "%31", "\u{661}", "\u{FF11}", "1e0", "0x1", "",
      "1/", "1/2", "9223372036854775807", "9223372036854775808", "99999999999999999999999999999999",
      String(repeating: "9", count: Int.random(in: 100...5000, using: &random)),
    ]
    let actions = ["accept", "skip", "Accept", "SKIP", "accepts", "decide", "", "%61ccept", "..", "."]
    let number = random.pick(numbers)
    let action = random.pick(actions)
    let firstHex = String(format: "%%%02X", t.utf8.first ?? 0)
    let targets = [
      "/\(t)/\(action)/\(number)", "/\(t)/\(action)/\(number)?\(random.pick(["", "a=1", "token=\(t)"]))",
      "/\(t)/\(action)/\(number)#x", "/\(t)/", "/\(t)/?x", "/\(t)", "/", "", "*", "//\(t)/accept/1",
      "/\(t)//accept/1", "/\(t)/./accept/1", "/\(t)/../\(t)/accept/1", "/x/../\(t)/accept/1",
      "/\(t)/accept/../accept/1", "/\(t)/accept/1/", "/\(t)/accept/1/..", "/\(t.uppercased())/accept/1",
      "/\(t.dropLast())/accept/1", "/\(t)0/accept/1", "/\(t)%2Faccept%2F1", "/\(t)/accept%2F1",
      "/\(firstHex)\(t.dropFirst())/accept/1", "/accept/1", "/skip/2", "/../../etc/passwd", "/\(t)/../../etc/passwd",
      "http://\(host)/\(t)/accept/1", "/\(t)/accept/1 HTTP/1.1", "/\(t)/accept 1",
      "/\(t)/" + String(repeating: random.pick(["a", "/", "../"]), count: random.pick([100, 4000, 16000, 40000])),
      "/0123456789abcdef0123456789abcdef/", "/\(String(repeating: "0", count: 32))/accept/1",
    ]
    var bytes = Array(random.pick(targets).utf8)
    if random.chance(0.05) { bytes += random.pick([[0xFF], [0xC0, 0xB1], [0xED, 0xA0, 0x80], [0x80]]) }
    return bytes
  }

  /// A header line of `role` with a value of that meaning.
  func header(_ role: ReviewFuzzRequest.Role, using random: inout SplitMix64) -> ReviewFuzzRequest.Header {
    let names: [String]
    let right: [String]
    let wrong: [String]
    switch role {
    case .host:
      names = ["Host", "host", "HOST", "hOsT"]
      right = [host]
      wrong = [
        "localhost:\(port)", "127.0.0.1", "127.0.0.1:\(port)0", "127.0.0.1:\(port + 1)", "evil.example", "",
        "127.0.0.1:\(port)\r", "127.0.0.1:\(port)\u{0}", "[::1]:\(port)", "127.1:\(port)", "127.0.0.1.:\(port)",
        "127.0.0.1:\(port) evil.example", "evil.example:\(port)",
      ]
    case .origin:
      names = ["Origin", "origin", "ORIGIN"]
      right = ["http://\(host)"]
      wrong = [
        "https://\(host)", "http://localhost:\(port)", "null", "", "http://\(host)/", "HTTP://\(host)",
        "http://\(host).evil.example", "https://evil.example", "http://\(host)\r",
      ]
    case .fetchSite:
      names = ["Sec-Fetch-Site", "sec-fetch-site", "SEC-FETCH-SITE"]
      right = ["same-origin"]
      wrong = ["same-site", "cross-site", "none", "", "Same-Origin", "same-origin, cross-site", "same-origin\r"]
    case .token:
      names = ["X-Review-Token", "x-review-token", "X-REVIEW-TOKEN"]
      right = [token]
      wrong = [
        "", token.uppercased(), String(token.dropLast()), token + "0", token + token,
        "0123456789abcdef0123456789abcdef",
        token + "\r", String(repeating: "0", count: 32),
      ]
    case .other: return other(using: &random)
    case .malformed: return malformed(using: &random)
    }
    let isRight: Bool
    switch role {
    case .host(let value), .origin(let value), .fetchSite(let value), .token(let value): isRight = value
    case .other, .malformed: isRight = false
    }
    let padding = ["", " ", "\t", "  ", " \t "]
    let value = isRight ? random.pick(padding) + random.pick(right) + random.pick(padding) : " " + random.pick(wrong)
    return .init(line: Array("\(random.pick(names)):\(value)".utf8), role: role)
  }

  /// A well-formed line of a name the review ignores, some of them close to one it reads.
  func other(using random: inout SplitMix64) -> ReviewFuzzRequest.Header {
    let names = [
      "User-Agent", "Accept", "Content-Type", "Content-Length", "Cookie", "Referer", "X-Forwarded-Host", "Forwarded",
      "X-Review-Tokens", "Hosts", "Origin2", "Sec-Fetch-Mode", "Sec-Fetch-Site2", "X-Host", "Transfer-Encoding",
      "Connection", "Expect", "Upgrade", "H\u{F6}st", "X-Review_Token", "Host\u{0}",
    ]
    let values = ["", "x", "text/plain", "0", "chunked", "100-continue", "close", "keep-alive", host, token, "\u{E9}"]
    return .init(line: Array("\(random.pick(names)): \(random.pick(values))".utf8), role: .other)
  }

  /// A line without a colon, with white space in or before its name, or with no name.
  func malformed(using random: inout SplitMix64) -> ReviewFuzzRequest.Header {
    let lines = [
      "junk", "Host : \(host)", " Host: \(host)", ": x", "X Y: z", "\tfolded continuation", "Ho\rst: \(host)", "\r",
      "X-Review-Token", "X-Review-Token\t: \(token)",
    ]
    return .init(line: Array(random.pick(lines).utf8), role: .malformed)
  }

  // MARK: changes

  /// Changes one part of `request` at random.
  func change(_ request: inout ReviewFuzzRequest, using random: inout SplitMix64) {
    switch Int.random(in: 0..<16, using: &random) {
    case 0: request.method = method(using: &random)
    case 1, 2: request.target = target(using: &random)
    case 3: request.version = version(using: &random)
    case 4:
      // Drops a header.
      if !request.headers.isEmpty {
        request.headers.remove(at: Int.random(in: 0..<request.headers.count, using: &random))
      }
    case 5:
      // Another value, right or wrong, for one of the four.
      let roles: [ReviewFuzzRequest.Role] = [
        .host(right: false), .origin(right: false), .fetchSite(right: false), .token(right: false),
        .origin(right: true), .fetchSite(right: true),
      ]
      let role = random.pick(roles)
      request.headers.removeAll { $0.role.swallowing == role.swallowing }
      insert(header(role, using: &random), into: &request, using: &random)
    case 6:
      // A second line of one of the four, same value or not.
      let roles: [ReviewFuzzRequest.Role] = [
        .host(right: true), .host(right: false), .origin(right: true), .fetchSite(right: true), .token(right: true),
        .token(right: false),
      ]
      insert(header(random.pick(roles), using: &random), into: &request, using: &random)
    case 7: insert(malformed(using: &random), into: &request, using: &random)
    case 8:
      // A bare LF ends a line that is not the last, whose end is not a CR.
      let candidates = request.headers.indices.dropLast().filter { request.headers[$0].line.last != 13 }
      if let index = candidates.isEmpty ? nil : random.pick(Array(candidates)) {
        request.headers[index].bareLineFeed = true
      }
    case 9:
      // A lone CR in a value (no longer anyone's right one) or in a name (malformed).
      guard !request.headers.isEmpty else { return }
      let index = Int.random(in: 0..<request.headers.count, using: &random)
      var header = request.headers[index]
      let colon = header.line.firstIndex(of: UInt8(ascii: ":"))
      if let colon, random.chance(0.6) {
        header.line.insert(13, at: Int.random(in: colon + 1...header.line.count, using: &random))
        header.role = header.role.swallowing
      } else {
        header.line.insert(13, at: Int.random(in: 0...(colon ?? header.line.count), using: &random))
        header.role = .malformed
      }
      // A CR before the line's bare LF would make a CR LF of them.
      if header.line.last == 13 { header.bareLineFeed = false }
      request.headers[index] = header
    case 10:
      // Bytes that are not UTF-8 in a value.
      var header = other(using: &random)
      header.line += random.pick([[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80]])
      insert(header, into: &request, using: &random)
    case 11:
      // A header of any length up to well past the limit.
      let value = String(repeating: "a", count: random.pick([100, 4000, 16000, 40000]))
      insert(.init(line: Array("X-Long: \(value)".utf8), role: .other), into: &request, using: &random)
    case 12:
      for index in 0..<Int.random(in: 20...200, using: &random) {
        request.headers.append(.init(line: Array("X-\(index): \(index)".utf8), role: .other))
      }
    case 13:
      // A body: random bytes, a second request, or a declared length that is not the body's.
      let second = Array("POST /\(token)/accept/1 HTTP/1.1\r\nHost: \(host)\r\nX-Review-Token: \(token)\r\n\r\n".utf8)
      request.body = random.pick([random.bytes(Int.random(in: 1...4096, using: &random)), second, Array("x".utf8)])
      if random.chance(0.5) {
        let length = random.chance(0.5) ? request.body.count : Int.random(in: 0...100_000, using: &random)
        insert(.init(line: Array("Content-Length: \(length)".utf8), role: .other), into: &request, using: &random)
      }
    case 14: insert(other(using: &random), into: &request, using: &random)
    default: request.headers.shuffle(using: &random)
    }
  }

  /// Inserts `header` at a random place.
  func insert(_ header: ReviewFuzzRequest.Header, into request: inout ReviewFuzzRequest, using random: inout SplitMix64)
  {
    request.headers.insert(header, at: Int.random(in: 0...request.headers.count, using: &random))
  }

  /// Mostly all at once; sometimes in pieces, a few milliseconds apart, or cut short.
  func delivery(for request: ReviewFuzzRequest, using random: inout SplitMix64) -> ReviewFuzzRequest.Delivery {
    let count = request.head.count + request.body.count
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<13: return .whole(shutWrite: false)
    case 13, 14: return .whole(shutWrite: true)
    case 15, 16, 17:
      let cuts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Int.random(in: 1..<max(count, 2), using: &random)
      }
      return .pieces(Array(Set(cuts)).sorted(), pauseMicroseconds: UInt32.random(in: 200...3000, using: &random))
    default:
      // Right before the blank line's last byte half of the time: the closest a head comes to whole.
      let headCount = request.head.count
      return .truncated(random.chance(0.5) ? headCount - 1 : Int.random(in: 0..<headCount, using: &random))
    }
  }
}
