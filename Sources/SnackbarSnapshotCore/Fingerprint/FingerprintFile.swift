import Foundation
import SnackbarJSON

/// The content of a goldens directory's `fingerprint.json`: which rendering stack each golden
/// was recorded on.
///
/// The format is the original one plus one optional key. The top-level object is the stack of
/// every golden not listed elsewhere (before per-golden fingerprints, it was the whole file, so
/// existing files read as "every golden here was recorded on this stack", and readers that
/// decode the file as one fingerprint still work). `otherStacks` lists the exceptions: goldens
/// re-recorded on another stack since, grouped by stack:
///
/// ```json
/// {
///   "fonts" : { … },
///   "libraries" : { "pango" : "1.50.12", … },
///   "otherStacks" : [
///     { "goldens" : [ "dark.png" ], "stack" : { "fonts" : { … }, "libraries" : { … } } }
///   ]
/// }
/// ```
///
/// So re-recording one golden on another machine records that golden's stack and leaves the
/// others' alone; once every golden of the directory is on one stack again, the file is back to
/// a single fingerprint.
struct FingerprintFile: Equatable {
  /// The key holding the exceptions.
  static let otherStacksKey = "otherStacks"

  /// Goldens recorded on one stack other than ``main``.
  struct Group: Equatable {
    /// File names inside the directory.
    var goldens: Set<String>
    /// The stack, as the fingerprint source encodes it.
    var stack: SnackbarJSONValue
  }

  /// The stack of every golden not in ``others``.
  var main: SnackbarJSONValue
  /// The exceptions.
  var others: [Group]

  /// A file describing every golden with `stack`.
  init(main: SnackbarJSONValue, others: [Group] = []) {
    self.main = main
    self.others = others
  }

  /// Reads a file of either format with the package's strict JSON reader (a repeated key, a
  /// number no `Double` holds or a control character in a string is an error, with its line and
  /// column).
  /// - Throws: ``SnackbarJSONError`` when it is not JSON or not shaped as above.
  init(bytes: [UInt8]) throws(SnackbarJSONError) {
    let stacks = try Self.stacks(of: try SnackbarJSONReader.read(bytes))
    // The main stack is the top-level object without `otherStacks`, as the file was before it.
    guard case .object(var members) = stacks.main.value else {
      throw SnackbarJSONError(FingerprintFileError.notAnObject.description, at: stacks.main.position)
    }
    members.removeValue(forKey: Self.otherStacksKey)
    self.init(main: .object(members), others: stacks.others.map { Group(goldens: $0.goldens, stack: $0.stack.value) })
  }

  /// The stacks of a file as read, with their places for messages: the top-level object (whose
  /// `otherStacks` decoders skip, as they skip any key they do not know) and each exception.
  /// - Throws: ``SnackbarJSONError`` at the value that is not shaped as the type's documentation says.
  static func stacks(
    of root: SnackbarJSONNode
  ) throws(SnackbarJSONError) -> (main: SnackbarJSONNode, others: [(goldens: Set<String>, stack: SnackbarJSONNode)]) {
    guard root.members != nil else {
      throw SnackbarJSONError(FingerprintFileError.notAnObject.description, at: root.position)
    }
    guard let list = root[otherStacksKey] else { return (root, []) }
    let malformed = FingerprintFileError.malformedOtherStacks.description
    guard case .array(let entries) = list.content else { throw SnackbarJSONError(malformed, at: list.position) }
    var others: [(goldens: Set<String>, stack: SnackbarJSONNode)] = []
    for entry in entries {
      guard entry.members != nil, let names = entry["goldens"], case .array(let elements) = names.content,
        let stack = entry["stack"]
      else { throw SnackbarJSONError(malformed, at: entry.position) }
      var goldens: Set<String> = []
      for element in elements {
        guard case .string(let name) = element.content else {
          throw SnackbarJSONError(
            "\(malformed): a golden is a file name (a string), got \(element.quoted)", at: element.position)
        }
        goldens.insert(name)
      }
      others.append((goldens, stack))
    }
    return (root, others)
  }

  /// The stack `golden` (a file name) was recorded on.
  func stack(for golden: String) -> SnackbarJSONValue {
    others.first { $0.goldens.contains(golden) }?.stack ?? main
  }

  /// Records that `golden` was recorded on `stack`, then tidies up against the goldens that
  /// `existing` lists (file names in the directory): exceptions for deleted goldens go, and when
  /// no golden is left on ``main``, the largest group becomes the main stack.
  mutating func assign(_ golden: String, to stack: SnackbarJSONValue, existing: Set<String>) {
    for index in others.indices { others[index].goldens.remove(golden) }
    if stack != main {
      if let index = others.firstIndex(where: { $0.stack == stack }) {
        others[index].goldens.insert(golden)
      } else {
        others.append(Group(goldens: [golden], stack: stack))
      }
    }
    for index in others.indices { others[index].goldens.formIntersection(existing.union([golden])) }
    others.removeAll { $0.goldens.isEmpty }
    let onMain = existing.union([golden]).subtracting(others.flatMap(\.goldens))
    if onMain.isEmpty, let largest = others.indices.max(by: { others[$0].goldens.count < others[$1].goldens.count }) {
      main = others.remove(at: largest).stack
    }
  }

  /// The file's bytes: pretty-printed, keys sorted, as the fingerprint source writes them, with
  /// the groups and their goldens sorted, so the same content always gives the same bytes.
  func encoded() throws -> [UInt8] {
    guard case .object(var members) = main else { throw FingerprintFileError.notAnObject }
    if !others.isEmpty {
      let groups = others.map { group -> (first: String, value: SnackbarJSONValue) in
        let names = group.goldens.sorted()
        return (
          names.first ?? "",
          .object(["goldens": .array(names.map { SnackbarJSONValue.string($0) }), "stack": group.stack])
        )
      }
      members[Self.otherStacksKey] = .array(groups.sorted { $0.first < $1.first }.map(\.value))
    }
    return Self.encode(.object(members))
  }

  /// One stack's bytes, for ``SnapshotFingerprintSource/differences``: the pretty-printed form
  /// the fingerprint source writes (``SnackbarJSONValue/prettyText()``), whole numbers as integers.
  static func encode(_ value: SnackbarJSONValue) -> [UInt8] {
    Array((value.prettyText() + "\n").utf8)
  }
}

/// Why a `fingerprint.json` could not be read or written: the messages of its shape errors.
enum FingerprintFileError: Error, CustomStringConvertible {
  /// The top level is not a JSON object.
  case notAnObject
  /// `otherStacks` is not a list of `{ "goldens": [...], "stack": {...} }`.
  case malformedOtherStacks

  var description: String {
    switch self {
    case .notAnObject: return "the file is not a JSON object"
    case .malformedOtherStacks:
      return "\"\(FingerprintFile.otherStacksKey)\" is not a list of {\"goldens\": [names], \"stack\": {…}}"
    }
  }
}
