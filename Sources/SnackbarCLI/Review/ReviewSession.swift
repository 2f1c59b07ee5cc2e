import Foundation

/// What `snackbar review` answers: the report page with Accept and Skip buttons at
/// `/<token>/`, and `POST /<token>/accept/N` and `/skip/N` for failure N of the page.
///
/// The token (128 random bits) is the only credential: a request without it, from a page
/// that names another host (DNS rebinding), for a failure the page does not have, or with
/// another method is refused. A POST must also carry it in the `X-Review-Token` header, which
/// the page's script sends and a form on another site cannot, and must not say it comes from
/// another origin (`Origin`, `Sec-Fetch-Site`). Failures are named by their number on the page,
/// so a request can only ever accept one of the artifacts' failures, through `snackbar accept`
/// and all its checks.
struct ReviewSession {
  let token: String
  /// `127.0.0.1:<port>`: the only Host a request may name.
  let host: String
  let entries: [ReportEntry]
  /// The page, with the review script.
  let page: [UInt8]
  /// Accepts one failure: whether it was accepted, and what accept printed.
  let accept: (ReportEntry) -> (accepted: Bool, lines: [String])
  private(set) var accepted: Set<Int> = []
  private(set) var skipped: Set<Int> = []

  init(
    token: String, host: String, entries: [ReportEntry], page: [UInt8],
    accept: @escaping (ReportEntry) -> (accepted: Bool, lines: [String])
  ) {
    self.token = token
    self.host = host
    self.entries = entries
    self.page = page
    self.accept = accept
  }

  /// A new token: 16 bytes from the system's random source, as hex.
  static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
  }

  /// Whether every failure has been accepted or skipped.
  var isFinished: Bool { accepted.count + skipped.count == entries.count }

  /// The answer to `request`, and whether that was the last decision.
  mutating func handle(_ request: ReviewRequest) -> (response: ReviewResponse, stop: Bool) {
    guard request.host == host else { return (ReviewResponse(status: 403, text: "refused: wrong Host"), false) }
    let prefix = "/\(token)/"
    guard Self.sameBytes(Array(request.path.utf8.prefix(prefix.utf8.count)), Array(prefix.utf8)) else {
      return (ReviewResponse(status: 403, text: "refused: no valid token"), false)
    }
    let rest = request.path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
    if rest == [""] {
      guard request.method == "GET" else { return (ReviewResponse(status: 405, text: "use GET"), false) }
      return (ReviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: page), false)
    }
    guard rest.count == 2, rest[0] == "accept" || rest[0] == "skip", let number = Int(rest[1]),
      String(number) == rest[1], (1...max(entries.count, 1)).contains(number), number <= entries.count
    else { return (ReviewResponse(status: 404, text: "no such failure"), false) }
    guard request.method == "POST" else { return (ReviewResponse(status: 405, text: "use POST"), false) }
    if let refusal = foreignRefusal(request) { return (ReviewResponse(status: 403, text: refusal), false) }
    let index = number - 1
    guard !accepted.contains(index), !skipped.contains(index) else {
      return (ReviewResponse(status: 409, text: "already decided"), false)
    }
    let title = entries[index].title
    if rest[0] == "skip" {
      skipped.insert(index)
      return (ReviewResponse(status: 200, text: "skipped \(title)"), isFinished)
    }
    let outcome = accept(entries[index])
    guard outcome.accepted else {
      return (ReviewResponse(status: 409, text: (["not accepted:"] + outcome.lines).joined(separator: "\n")), false)
    }
    accepted.insert(index)
    return (ReviewResponse(status: 200, text: outcome.lines.joined(separator: "\n")), isFinished)
  }

  /// Why a POST did not come from the review's own page, or nil when it did: a browser names the
  /// origin of the page that sent it, and only a script of this origin sends the token header.
  private func foreignRefusal(_ request: ReviewRequest) -> String? {
    if let origin = request.origin, origin != "http://\(host)" {
      return "refused: the request comes from a page of another origin"
    }
    if let site = request.fetchSite, site != "same-origin" {
      return "refused: the browser says the request comes from another site"
    }
    guard let given = request.reviewToken, Self.sameBytes(Array(given.utf8), Array(token.utf8)) else {
      return "refused: no valid X-Review-Token header (the page's buttons send it)"
    }
    return nil
  }

  /// Whether `given` is `expected`, compared in full, without stopping at the first differing
  /// byte, so the time taken tells nothing about the token.
  static func sameBytes(_ given: [UInt8], _ expected: [UInt8]) -> Bool {
    given.count == expected.count && zip(given, expected).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0
  }

  /// The buttons: added next to each failure's accept command by a script, so the page stays the
  /// report's page; every text the server sends back is set as text, never as markup. Each POST
  /// carries the token (the page's own path) in `X-Review-Token`.
  static let script = """
    (function () {
      var token = location.pathname.split('/')[1];
      document.querySelectorAll('section.failure').forEach(function (section) {
        var number = section.id.replace('failure-', '');
        var bar = document.createElement('div');
        bar.className = 'review';
        var accept = document.createElement('button');
        accept.type = 'button'; accept.textContent = 'Accept'; accept.setAttribute('data-review', 'accept');
        var skip = document.createElement('button');
        skip.type = 'button'; skip.textContent = 'Skip'; skip.setAttribute('data-review', 'skip');
        var status = document.createElement('output');
        status.setAttribute('aria-live', 'polite');
        function decide(action) {
          accept.disabled = true; skip.disabled = true;
          fetch(action + '/' + number, { method: 'POST', headers: { 'X-Review-Token': token } }).then(function (response) {
            return response.text().then(function (text) {
              status.textContent = text;
              status.setAttribute('data-status', response.ok ? action : 'refused');
              if (!response.ok) { accept.disabled = false; skip.disabled = false; }
            });
          }, function () {
            status.textContent = 'The review server has stopped.';
            status.setAttribute('data-status', 'stopped');
          });
        }
        accept.addEventListener('click', function () { decide('accept'); });
        skip.addEventListener('click', function () { decide('skip'); });
        bar.append(accept, skip, status);
        section.insertBefore(bar, section.children[1] || null);
      });
    })();
    """
}
