import Foundation
import SnackbarFiles
import SnackbarRendering
import Testing

@testable import SnackbarCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `snackbar review` running on a background thread, and a plain HTTP client for it.
final class RunningReview: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  private let started = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private var status: Int32?
  /// The URL it printed.
  private(set) var url = ""

  init(_ arguments: [String], root: URL) throws {
    let output = CLIOutput(
      standardOutput: { [self] line in
        lock.withLock { lines.append(line) }
        if line.hasPrefix("http://") {
          lock.withLock { url = line }
          started.signal()
        }
      },
      standardError: { [self] line in lock.withLock { lines.append(line) } })
    let thread = Thread { [self] in
      let code: Int32
      do throws(CLIError) {
        code = try ReviewCommand.run(
          arguments.map { CommandLineArgument($0) }, output, currentDirectory: BytePath(root.path))
      } catch {
        lock.withLock { lines.append(error.description) }
        code = error.exitStatus
      }
      lock.withLock { status = code }
      started.signal()
      finished.signal()
    }
    thread.start()
    try #require(started.wait(timeout: .now() + 60) == .success, "review did not start")
  }

  var printed: [String] { lock.withLock { lines } }
  var port: Int { Int(url.split(separator: ":").last?.split(separator: "/").first ?? "") ?? 0 }
  /// `/<token>/`: the URL after `http://host:port`.
  var path: String {
    guard let host = url.range(of: "127.0.0.1:"), let slash = url[host.upperBound...].firstIndex(of: "/") else {
      return ""
    }
    return String(url[slash...])
  }

  /// The token, as the URL holds it.
  var token: String { path.split(separator: "/").first.map(String.init) ?? "" }

  /// `POST <path><action>` as the page's buttons send it: with the token header, from the page's
  /// origin.
  func post(_ action: String) throws -> (status: Int, body: String) {
    try httpRequest(
      port: port, method: "POST", path: path + action,
      headers: [
        "X-Review-Token: \(token)", "Origin: http://127.0.0.1:\(port)", "Sec-Fetch-Site: same-origin",
      ])
  }

  /// Waits for the command to return; its exit status, nil on a timeout.
  func wait(seconds: Int = 30) -> Int32? {
    guard finished.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
    return lock.withLock { status }
  }
}

/// A TCP connection to 127.0.0.1:`port` that gives up reading after `timeoutSeconds`, so a test
/// of a server that never answers still ends.
func loopbackConnection(port: Int, timeoutSeconds: Int = 10) throws -> Int32 {
  let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
  try #require(descriptor >= 0)
  var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
  setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = UInt16(port).bigEndian
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else {
    close(descriptor)
    throw LoopbackError.cannotConnect(port)
  }
  return descriptor
}

/// Why a loopback exchange failed.
enum LoopbackError: Error {
  case cannotConnect(Int)
}

/// Sends all of `bytes`; false when the connection refused them.
@discardableResult
func sendAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    guard sent > 0 else { return false }
    offset += sent
  }
  return true
}

/// Everything the peer sends until it closes (or the read times out), and the error that ended
/// the read (0 for a clean end of stream): a reset shows as ECONNRESET.
func readToEnd(_ descriptor: Int32) -> (bytes: [UInt8], error: Int32) {
  var response: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let got = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    if got < 0, errno == EINTR { continue }
    if got < 0 { return (response, errno) }
    if got == 0 { return (response, 0) }
    response += chunk[0..<got]
  }
}

/// The status and body of an HTTP response.
func parseResponse(_ response: [UInt8]) -> (status: Int, body: String) {
  let text = String(decoding: response, as: UTF8.self)
  let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
  let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
  return (status, body)
}

/// One HTTP/1.1 request to 127.0.0.1:`port`, with `headers` (whole lines) after `Host`; the
/// status and body.
func httpRequest(
  port: Int, method: String, path: String, host: String? = nil, headers: [String] = []
) throws -> (status: Int, body: String) {
  let descriptor = try loopbackConnection(port: port)
  defer { close(descriptor) }
  var request = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
  for header in headers { request += header + "\r\n" }
  request += "Content-Length: 0\r\n\r\n"
  sendAll(Array(request.utf8), to: descriptor)
  return parseResponse(readToEnd(descriptor).bytes)
}

/// Slow clients: sends a request head a byte at a time to each of some connections, one byte to
/// each every `intervalMilliseconds`, from a thread of its own, until the head is sent or
/// ``stop()``.
final class Trickle: @unchecked Sendable {
  private let lock = NSLock()
  private var stopped = false
  private var joined = false
  private let wake = DispatchSemaphore(value: 0)
  private let round = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  init(_ descriptors: [Int32], head: [UInt8], intervalMilliseconds: Int) {
    let thread = Thread { [self] in
      for byte in head {
        if lock.withLock({ stopped }) { break }
        // A connection the server has closed refuses the byte; the others go on.
        for descriptor in descriptors { sendAll([byte], to: descriptor) }
        round.signal()
        _ = wake.wait(timeout: .now() + .milliseconds(intervalMilliseconds))
      }
      finished.signal()
    }
    thread.start()
  }

  /// Waits until `count` more bytes have gone to every connection; false after 10 s.
  func waitForRounds(_ count: Int) -> Bool {
    (0..<count).allSatisfy { _ in round.wait(timeout: .now() + 10) == .success }
  }

  /// Stops sending and waits for the thread (at most 10 s); again, it does nothing.
  func stop() {
    let first = lock.withLock {
      defer { (stopped, joined) = (true, true) }
      return !joined
    }
    guard first else { return }
    wake.signal()
    _ = finished.wait(timeout: .now() + 10)
  }
}

/// A ``ReviewServer`` serving on a thread of its own, answering with `answer`, until a request
/// for `/stop`.
final class ServingReviewServer: @unchecked Sendable {
  let server: ReviewServer
  private let finished = DispatchSemaphore(value: 0)

  init(_ server: ReviewServer, answer: @escaping @Sendable (ReviewRequest) -> ReviewResponse) {
    self.server = server
    let thread = Thread { [self] in
      self.server.serve { request in (answer(request), request.path == "/stop") }
      finished.signal()
    }
    thread.start()
  }

  /// Asks the server to stop and waits for it (at most 10 s); whether it stopped.
  @discardableResult
  func stop() -> Bool {
    _ = try? httpRequest(port: server.port, method: "GET", path: "/stop")
    return finished.wait(timeout: .now() + 10) == .success
  }
}
