import Foundation
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

  /// Waits for the command to return; its exit status, nil on a timeout.
  func wait(seconds: Int = 30) -> Int32? {
    guard finished.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
    return lock.withLock { status }
  }
}

/// One HTTP/1.1 request to 127.0.0.1:`port`; the status and body.
func httpRequest(port: Int, method: String, path: String, host: String? = nil) throws -> (status: Int, body: String) {
  let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  try #require(descriptor >= 0)
  defer { close(descriptor) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = UInt16(port).bigEndian
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  try #require(connected == 0, "cannot connect to the review server")
  let request = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nContent-Length: 0\r\n\r\n"
  _ = Array(request.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
  var response: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let got = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    if got <= 0 { break }
    response += chunk[0..<got]
  }
  let text = String(decoding: response, as: UTF8.self)
  let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
  let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
  return (status, body)
}
