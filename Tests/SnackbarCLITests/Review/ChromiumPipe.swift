import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Headless chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// commands on its fd 3, answers on its fd 4, each a JSON object ended by a NUL), so a test can
/// open a page and click a button the way a reviewer does.
final class ChromiumPipe {
  private let pid: pid_t
  private let commands: Int32
  private let answers: Int32
  private var buffer: [UInt8] = []
  private var nextID = 1

  init(_ executable: URL, profile: URL) throws {
    var toChromium: [Int32] = [0, 0]
    var fromChromium: [Int32] = [0, 0]
    try #require(pipe(&toChromium) == 0 && pipe(&fromChromium) == 0)
    for descriptor in toChromium + fromChromium { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec on the copies, so exactly fds 3 and 4 reach chromium.
    posix_spawn_file_actions_adddup2(&actions, toChromium[0], 3)
    posix_spawn_file_actions_adddup2(&actions, fromChromium[1], 4)
    let devNull = open("/dev/null", O_WRONLY | O_CLOEXEC)
    posix_spawn_file_actions_adddup2(&actions, devNull, 1)
    posix_spawn_file_actions_adddup2(&actions, devNull, 2)
    let arguments = [
      executable.path, "--headless", "--disable-gpu", "--no-sandbox", "--remote-debugging-pipe",
      "--user-data-dir=\(profile.path)", "about:blank",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, executable.path, &actions, nil, &argv, environ)
    close(devNull)
    close(toChromium[0])
    close(fromChromium[1])
    try #require(spawned == 0, "cannot start chromium")
    pid = child
    commands = toChromium[1]
    answers = fromChromium[0]
  }

  deinit {
    close(commands)
    close(answers)
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }

  /// Sends `method` and returns its result, skipping events; throws on an error answer.
  @discardableResult
  func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if let session { message["sessionId"] = session }
    let bytes = [UInt8](try JSONSerialization.data(withJSONObject: message)) + [0]
    _ = bytes.withUnsafeBytes { Glibc.write(commands, $0.baseAddress, $0.count) }
    while true {
      let answer = try readMessage()
      guard answer["id"] as? Int == id else { continue }
      if let error = answer["error"] { throw ChromiumPipeError(description: "\(method): \(error)") }
      return answer["result"] as? [String: Any] ?? [:]
    }
  }

  /// Evaluates `expression` in the page of `session` (awaiting a promise) and returns its value.
  func evaluate(_ expression: String, session: String) throws -> Any? {
    let result = try call(
      "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true], session: session)
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Opens `url` in a new tab, waits for its load event, and returns the session attached to it.
  func openPage(_ url: String) throws -> String {
    let target = try call("Target.createTarget", ["url": "about:blank"])
    let attached = try call("Target.attachToTarget", ["targetId": target["targetId"] ?? "", "flatten": true])
    let session = attached["sessionId"] as? String ?? ""
    try call("Page.enable", session: session)
    try call("Page.navigate", ["url": url], session: session)
    while true {
      let message = try readMessage()
      if message["method"] as? String == "Page.loadEventFired", message["sessionId"] as? String == session {
        return session
      }
    }
  }

  private func readMessage() throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let message = Array(buffer[..<end])
        buffer.removeFirst(end + 1)
        return try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] ?? [:]
      }
      var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 60_000) == 1 else { throw ChromiumPipeError(description: "chromium did not answer") }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let got = chunk.withUnsafeMutableBytes { Glibc.read(answers, $0.baseAddress, $0.count) }
      guard got > 0 else { throw ChromiumPipeError(description: "chromium closed the pipe") }
      buffer += chunk[0..<got]
    }
  }
}

struct ChromiumPipeError: Error, CustomStringConvertible {
  let description: String
}
