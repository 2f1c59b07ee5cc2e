import Foundation
import SnackbarFiles
import SnackbarJSON
import SnackbarRenderingStack

extension FingerprintStore {
  /// The fingerprints stored in `folder` itself (not below it), each with the goldens it
  /// describes; empty when there are none.
  ///
  /// The one place that knows the layout for readers: one `fingerprint.json` per directory
  /// describes every golden beside it (every non-hidden file other than itself, as
  /// ``FolderTree`` lists them), its main stack covering all but the goldens its `otherStacks`
  /// list (``FingerprintFile``).
  ///
  /// The file is read as untrusted input, since a pull request can change it: bounded
  /// (``SnapshotFileLimits/fingerprintBytes``), with the strict JSON reader, and with every
  /// Debian package name and version checked against Debian's syntax, because `snackbar doctor`
  /// prints them in an `apt-get install` line for people to paste.
  /// - Throws: ``RecordedFingerprintError`` when the fingerprint cannot be read or is not one.
  static func recorded(in folder: FolderTree.Folder) throws(RecordedFingerprintError) -> [RecordedFingerprint] {
    guard folder.files.contains(Array(fileName.utf8)) else { return [] }
    let directory = URL(fileURLWithPath: String(decoding: folder.path.bytes, as: UTF8.self), isDirectory: true)
    let file = directory.appendingPathComponent(fileName)
    let bytes: [UInt8]
    do {
      bytes = try readStored(file)
    } catch {
      throw .unreadable(path: file.path, reason: readReason(error))
    }
    // The file holds the directory's main stack and, since goldens are fingerprinted one by one,
    // the stacks of goldens re-recorded elsewhere (`otherStacks`): each is a stack of its own.
    let main: RenderingFingerprint
    var others: [(names: Set<String>, fingerprint: RenderingFingerprint)] = []
    do {
      let stacks = try FingerprintFile.stacks(of: try SnackbarJSONReader.read(bytes))
      main = try decode(stacks.main, at: "")
      for (index, group) in stacks.others.enumerated() {
        others.append(
          (group.goldens, try decode(group.stack, at: "\(FingerprintFile.otherStacksKey)[\(index)].stack.")))
      }
    } catch {
      throw .corrupt(path: file.path, reason: error.description)
    }
    let goldens = folder.files.compactMap { name -> URL? in
      guard name.first != UInt8(ascii: "."), name != Array(fileName.utf8) else { return nil }
      return directory.appendingPathComponent(String(decoding: name, as: UTF8.self))
    }
    let elsewhere = others.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    var recorded = [
      RecordedFingerprint(
        file: file, goldens: goldens.filter { !elsewhere.contains($0.lastPathComponent) }, fingerprint: main)
    ]
    for group in others {
      let members = goldens.filter { group.names.contains($0.lastPathComponent) }
      guard !members.isEmpty else { continue }
      recorded.append(RecordedFingerprint(file: file, goldens: members, fingerprint: group.fingerprint))
    }
    return recorded
  }

  /// One stack of the file, as the renderer's fingerprint type, its packages checked.
  /// `path` is the stack's place in the file for messages (`otherStacks[0].stack.`).
  private static func decode(_ stack: SnackbarJSONNode, at path: String) throws(SnackbarJSONError)
    -> RenderingFingerprint
  {
    let fingerprint = try SnackbarJSONDecoder.decode(RenderingFingerprint.self, from: stack)
    // Decoded, `packages` is an object of strings: check each name and version where it is written.
    for member in stack["packages"]?.members ?? [] {
      if let problem = DebianPackages.packageNameProblem(member.key) {
        throw SnackbarJSONError(
          "\(path)packages: \(quoted(member.key)) is not a Debian package name (\(problem))", at: member.keyPosition)
      }
      if case .string(let version) = member.value.content, let problem = DebianPackages.versionProblem(version) {
        throw SnackbarJSONError(
          "\(path)packages.\(member.key): \(member.value.quoted) is not a Debian version (\(problem))",
          at: member.value.position)
      }
    }
    return fingerprint
  }

  /// A key for a message: quoted, escaped for a terminal, cut after 60 characters.
  private static func quoted(_ key: String) -> String {
    SnackbarJSONNode(.string(key), at: SnackbarJSONPosition(line: 1, column: 1)).quoted
  }
}
