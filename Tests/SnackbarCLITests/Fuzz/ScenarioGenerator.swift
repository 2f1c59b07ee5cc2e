import Foundation
import SnackbarFuzzSupport

/// Scenario files for the scenario fuzz harness: valid scenarios damaged byte by byte or token by
/// token, and random JSON in the scenario's vocabulary (its keys and values, and their near
/// misses), so most inputs get past the JSON reader and reach the checks after it.
struct ScenarioGenerator {
  /// Valid scenarios: each key and action at least once, a custom host, tokens, same-time steps.
  static let corpus: [String] = [
    #"{"device": "iphone-15", "theme": "mdc", "until": 9.0, "steps": [{"at": 0.0, "show": {"text": "Photo archived", "action": "Undo", "category": "archive"}}, {"at": 1.0, "tap": "action"}, {"at": 1.5, "show": {"text": "Upload failed", "action": "Retry", "icon": "error"}}, {"at": 2.0, "suspend": {"token": "sheet"}}, {"at": 2.2, "show": {"text": "Saved to Photos"}}, {"at": 4.0, "release": "sheet"}]}"#,
    #"{"size": "400x300", "safeArea": [20, 0, 10, 0], "regular": true, "scale": 1, "theme": "m3-dark", "until": 4, "steps": [{"at": 0, "show": {"text": "Uploading", "action": "Cancel", "category": "up", "duration": 2, "icon": "upload", "progress": 0.25, "close": true, "theme": "m2", "importance": "warning", "legacyDismissal": true, "dismissOnOverlayTap": true}}, {"at": 0.5, "update": {"text": "Uploading 3 of 5…", "progress": 0.6}}, {"at": 1, "update": {"progress": "indeterminate"}}, {"at": 1.2, "tap": "outside"}, {"at": 1.4, "swipe": "right"}, {"at": 1.6, "accessibilityEscape": true}]}"#,
    #"{"device": "iphone-se", "landscape": true, "until": 3, "steps": [{"at": 0, "show": {"text": "Mail sent", "category": "mail"}}, {"at": 0, "show": {"text": "Sync paused", "category": "sync"}}, {"at": 0.5, "dismiss": {"category": "mail"}}, {"at": 1, "dismiss": {}}, {"at": 1, "suspend": {"token": "t", "category": "sync"}}, {"at": 2, "release": "t"}]}"#,
    #"{"device": "ipad-pro-11", "theme": "m3-light", "until": 2, "steps": [{"at": 0, "voiceOver": true}, {"at": 0, "bottomOffset": 49}, {"at": 0.1, "keyboard": 336}, {"at": 0.2, "show": {"text": "Deleted", "action": "Undo", "legacyDismissal": true}}, {"at": 1, "voiceOver": false}, {"at": 1.5, "keyboard": 0}]}"#,
    #"{"until": 1, "steps": [{"at": 0, "tap": "body"}, {"at": 0, "tap": "body"}, {"at": 0, "show": {"text": "a"}}, {"at": 0, "show": {"text": "b"}}, {"at": 0.5, "swipe": "left"}]}"#,
  ]

  /// Fragments a mutation splices in: structure, numbers at the edges, strings that must be
  /// escaped, keys the reader knows and does not.
  static let fragments: [String] = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\uD800", "\\u0000", "\u{1B}[2J", "\n", "\r", "\t", " ",
    "1e400", "-1e400", "1e-400", "-0", "0.0000001", "600", "600.0000001", "1e15", "9007199254740993", "NaN",
    "Infinity", "null", "true", "false", "\"until\": 5", "\"steps\": []", "\"at\": 0", "\"at\": -1",
    "\"show\": {\"text\": \"x\"}", "\"tap\": \"body\"", "\"release\": \"sheet\"", "\"suspend\": {\"token\": \"sheet\"}",
    "\"size\": \"4096x4096\"", "\"size\": \"1x1\"", "\"scale\": 3", "\"device\": \"nokia\"", "\"theme\": \"neon\"",
    "\"icon\": \"nosuchicon\"", "\"text\": \"\"", "\"progress\": 2", "\"keyboard\": 4096", "\"colour\": 1",
    "\u{FEFF}", "\u{202E}", "é", "😀", String(repeating: "[", count: 200), String(repeating: "x", count: 300),
  ]

  /// One input: mutated corpus (60 %), random JSON (30 %), or a corpus scenario as it is.
  func scenario(using random: inout SplitMix64) -> (bytes: [UInt8], origin: String) {
    let roll = Double.random(in: 0..<1, using: &random)
    if roll < 0.6 {
      var bytes = Array(random.pick(Self.corpus).utf8)
      var mutations: [String] = []
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        mutations.append(mutate(&bytes, using: &random))
      }
      return (bytes, "mutant (\(mutations.joined(separator: ", ")))")
    }
    if roll < 0.9 {
      var text = ""
      randomDocument(into: &text, using: &random)
      return (Array(text.utf8), "random JSON")
    }
    return (Array(random.pick(Self.corpus).utf8), "corpus")
  }

  private func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
    guard !bytes.isEmpty else {
      bytes = Array(random.pick(Self.fragments).utf8)
      return "fragment into empty"
    }
    let at = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
      return "bit flip at \(at)"
    case 1:
      let end = min(bytes.count, at + Int.random(in: 1...16, using: &random))
      bytes.removeSubrange(at..<end)
      return "delete \(at)..<\(end)"
    case 2:
      bytes.insert(contentsOf: Array(random.pick(Self.fragments).utf8), at: at)
      return "splice at \(at)"
    case 3:
      let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
      bytes.insert(contentsOf: Array(bytes[at..<end]), at: at)
      return "duplicate \(at)..<\(end)"
    case 4:
      bytes.removeSubrange(at...)
      return "truncate at \(at)"
    case 5:
      // A number replaced by another: times out of order, values at their bounds.
      guard let digit = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) else { return "no number" }
      bytes.replaceSubrange(digit...digit, with: Array(random.pick(["0", "599", "1e400", "-3", "0.5", "10.01"]).utf8))
      return "number at \(digit)"
    default:
      bytes = [0xEF, 0xBB, 0xBF] + bytes
      return "byte order mark"
    }
  }

  /// A random object in the scenario's vocabulary.
  private func randomDocument(into text: inout String, using random: inout SplitMix64) {
    let keys = ["device", "landscape", "size", "safeArea", "regular", "scale", "theme", "until", "steps", "fps"]
    text += "{"
    let count = Int.random(in: 0...5, using: &random)
    for index in 0..<count {
      if index > 0 { text += ", " }
      let key = random.chance(0.8) ? (index == 0 ? "until" : random.pick(keys)) : "steps"
      text += "\"\(key)\": "
      if key == "steps" {
        text += "["
        let steps = Int.random(in: 0...6, using: &random)
        var time = 0.0
        for step in 0..<steps {
          if step > 0 { text += ", " }
          time += random.chance(0.5) ? 0 : Double(Int.random(in: 0...20, using: &random)) / 10
          text += "{\"at\": \(time), "
          randomAction(into: &text, using: &random)
          text += "}"
        }
        text += "]"
      } else {
        randomValue(into: &text, depth: 0, using: &random)
      }
    }
    text += "}"
  }

  private func randomAction(into text: inout String, using random: inout SplitMix64) {
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
      text += "\"show\": {\"text\": \"\(random.pick(["Saved", "", "é😀", "\\u001b[2J", "a\\nb"]))\""
      if random.chance(0.5) { text += ", \"action\": \"Undo\"" }
      if random.chance(0.3) { text += ", \"progress\": \(random.pick(["0.5", "\"indeterminate\"", "2", "null"]))" }
      if random.chance(0.2) { text += ", \"icon\": \"\(random.pick(["error", "nosuchicon", "check_circle"]))\"" }
      text += "}"
    case 1: text += "\"tap\": \"\(random.pick(["action", "body", "close", "outside", "nose"]))\""
    case 2: text += "\"suspend\": {\"token\": \"\(random.pick(["s", "t"]))\"}"
    case 3: text += "\"release\": \"\(random.pick(["s", "t"]))\""
    case 4: text += "\"update\": {\"text\": \"later\"}"
    case 5: text += "\"keyboard\": \(random.pick(["0", "336", "5000"]))"
    case 6: text += "\"dismiss\": {}"
    default:
      let value = random.chance(0.5) ? "true" : "1"
      text += "\"\(random.pick(["voiceOver", "accessibilityEscape", "bottomOffset", "swipe"]))\": \(value)"
    }
  }

  private func randomValue(into text: inout String, depth: Int, using random: inout SplitMix64) {
    switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &random) {
    case 0: text += random.pick(["0", "1", "2.5", "600", "601", "-1", "1e400", "3"])
    case 1: text += "\"\(random.pick(["iphone-15", "iphone-se", "393x852", "mdc", "m3-dark", "x", ""]))\""
    case 2: text += random.chance(0.5) ? "true" : "false"
    case 3: text += "null"
    case 4:
      text += "["
      for index in 0..<Int.random(in: 0...4, using: &random) {
        if index > 0 { text += ", " }
        randomValue(into: &text, depth: depth + 1, using: &random)
      }
      text += "]"
    default:
      text += "{\"k\": "
      randomValue(into: &text, depth: depth + 1, using: &random)
      text += "}"
    }
  }
}
