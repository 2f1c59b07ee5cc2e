import Foundation
import Testing

/// File input and output stay inside SnackbarFiles: every other module reads, writes, lists and
/// inspects files through its API (the bounded read, the folder walk, atomic writes, one error
/// type), so no module can forget a bound, follow a link it should not, block on a FIFO or skip
/// an unreadable folder without a word. A file that names Foundation's file classes or calls the
/// C library's file functions outside Sources/SnackbarFiles is a failure naming the file and line.
@Suite struct FileIOBoundaryTests {
  /// One use of file IO outside the files module.
  struct Violation: Equatable, CustomStringConvertible {
    let file: String
    let line: Int
    let what: String

    var description: String { "\(file):\(line): \(what)" }
  }

  /// What is refused, with the reason shown: a regular expression matched against code with its
  /// comments and string literals blanked out.
  static let rules: [(pattern: String, what: String)] = [
    (#"\bFileManager\b"#, "FileManager"),
    (#"\bFileHandle\b"#, "FileHandle"),
    // The C library's calls on paths, folders and file descriptors, as a call or (`stat()`) the
    // struct they fill; a method of the same name (`CacheFolder.open(`, `x.access(`) or a
    // declaration (`func open(`) is something else.
    (
      #"(?<![\w.])(?<!func )(open|openat|creat|stat|lstat|fstat|fstatat|statfs|opendir|fdopendir|readdir|fopen|fdopen|freopen|tmpfile|mkstemp|mkdtemp|unlink|unlinkat|rmdir|mkdir|mkdirat|realpath|readlink|symlink|access|chmod|truncate)\s*\("#,
      "a C file call"
    ),
    (#"\bData\s*\(\s*contentsOf\s*:"#, "Data(contentsOf:)"),
    (#"\bString\s*\(\s*contentsOf\s*:"#, "String(contentsOf:)"),
    (#"\bcontentsOfFile\b"#, "contentsOfFile"),
    (#"\.write\s*\(\s*to\s*:[^\n]*\b(atomically|options)\s*:"#, "Foundation's write(to:)"),
    (#"\.write\s*\(\s*toFile\s*:"#, "Foundation's write(toFile:)"),
  ]

  /// `Sources/`, from this file's path (Tests/SnackbarFilesTests/FileIOBoundaryTests.swift).
  static let sourcesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// The one module that may do file IO itself.
  static let filesModule = "SnackbarFiles"

  /// The file IO in `text` (the file `file`), comments and string literals left out.
  static func violations(in text: String, file: String) -> [Violation] {
    let code = codeOnly(text)
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    var found: [Violation] = []
    for (index, line) in lines.enumerated() {
      let line = String(line)
      for rule in rules {
        guard let expression = try? NSRegularExpression(pattern: rule.pattern) else { continue }
        let range = NSRange(line.startIndex..., in: line)
        if expression.firstMatch(in: line, range: range) != nil {
          found.append(Violation(file: file, line: index + 1, what: rule.what))
        }
      }
    }
    return found
  }

  /// Where the lexer of ``codeOnly(_:)`` is: in code (an interpolation's, counting its open
  /// parentheses, or the file's own), or in a string literal with its `#`s and its form.
  enum Context {
    case code(openParentheses: Int)
    case string(hashes: Int, multiline: Bool)
  }

  /// `text` with every comment and string literal replaced by spaces, line breaks kept, so a
  /// match's line is the source's line. An interpolation (`"\(…)"`) is code, strings in it too.
  static func codeOnly(_ text: String) -> String {
    let characters = Array(text)
    var result: [Character] = []
    result.reserveCapacity(characters.count)
    var index = 0
    var stack: [Context] = [.code(openParentheses: 0)]
    var blockDepth = 0
    func starts(with token: String, at position: Int) -> Bool {
      let token = Array(token)
      return position + token.count <= characters.count && Array(characters[position..<position + token.count]) == token
    }
    /// Moves past `count` characters, kept or blanked.
    func take(_ count: Int, keep: Bool) {
      for offset in 0..<count where index + offset < characters.count {
        let character = characters[index + offset]
        result.append(keep || character == "\n" ? character : " ")
      }
      index += count
    }
    while index < characters.count {
      let character = characters[index]
      if blockDepth > 0 {
        if starts(with: "/*", at: index) {
          blockDepth += 1
          take(2, keep: false)
        } else if starts(with: "*/", at: index) {
          blockDepth -= 1
          take(2, keep: false)
        } else {
          take(1, keep: false)
        }
        continue
      }
      switch stack[stack.count - 1] {
      case .string(let hashes, let multiline):
        let marks = String(repeating: "#", count: hashes)
        if starts(with: "\\" + marks + "(", at: index) {
          take(hashes + 2, keep: false)
          stack.append(.code(openParentheses: 0))
        } else if starts(with: "\\" + marks, at: index) {
          take(hashes + 2, keep: false)
        } else if starts(with: (multiline ? "\"\"\"" : "\"") + marks, at: index) {
          take((multiline ? 3 : 1) + hashes, keep: false)
          stack.removeLast()
        } else if !multiline, character == "\n" {
          // An unterminated literal ends with its line, as the compiler would say.
          stack.removeLast()
        } else {
          take(1, keep: false)
        }
      case .code(let open):
        if starts(with: "//", at: index) {
          while index < characters.count, characters[index] != "\n" { take(1, keep: false) }
        } else if starts(with: "/*", at: index) {
          blockDepth = 1
          take(2, keep: false)
        } else if character == "(" {
          stack[stack.count - 1] = .code(openParentheses: open + 1)
          take(1, keep: true)
        } else if character == ")", stack.count > 1, open == 0 {
          // The end of an interpolation: back in its string.
          take(1, keep: false)
          stack.removeLast()
        } else if character == ")" {
          stack[stack.count - 1] = .code(openParentheses: max(open - 1, 0))
          take(1, keep: true)
        } else {
          var hashes = 0
          while index + hashes < characters.count, characters[index + hashes] == "#" { hashes += 1 }
          if index + hashes < characters.count, characters[index + hashes] == "\"" {
            let multiline = starts(with: "\"\"\"", at: index + hashes)
            take(hashes + (multiline ? 3 : 1), keep: false)
            stack.append(.string(hashes: hashes, multiline: multiline))
          } else {
            take(max(hashes, 1), keep: true)
          }
        }
      }
    }
    return String(result)
  }

  @Test func noModuleButTheFilesModuleDoesFileIO() throws {
    let files = try #require(FileManager.default.subpaths(atPath: Self.sourcesRoot.path))
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(Self.filesModule + "/") }
      .sorted()
    #expect(files.count > 300, "expected the package's sources below \(Self.sourcesRoot.path)")
    var violations: [Violation] = []
    for file in files {
      let text = try String(contentsOf: Self.sourcesRoot.appendingPathComponent(file), encoding: .utf8)
      violations += Self.violations(in: text, file: "Sources/" + file)
    }
    let listing = violations.map(\.description).joined(separator: "\n")
    #expect(
      violations.isEmpty,
      "file IO goes through SnackbarFiles (FileSystem, ReadOnlyFile, FolderTree, OutputTransaction):\n\(listing)")
  }

  @Test func everyFormIsFoundWithItsLine() {
    let planted = """
      import Foundation
      let manager = FileManager.default
      let handle = try FileHandle(forReadingFrom: url)
      let descriptor = open(path, O_RDONLY)
      var status = stat()
      guard lstat(path, &status) == 0 else { return }
      let folder = opendir(path)
      let entry = readdir(folder)
      let file = fopen(path, "r")
      let data = try Data(contentsOf: url)
      let text = try String(contentsOf: url, encoding: .utf8)
      let other = NSData(contentsOfFile: path)
      try data.write(to: url, options: .atomic)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      guard let made = mkdtemp(&template) else { return }
      """
    let found = Self.violations(in: planted, file: "Sources/Planted/Planted.swift")
    #expect(
      found.map(\.line) == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
      "\(found.map(\.description))")
    #expect(found.first?.description == "Sources/Planted/Planted.swift:2: FileManager")
  }

  @Test func commentsStringsMethodsAndDeclarationsAreNotFileIO() {
    let clean = #"""
      /// Unlike `FileManager`'s enumerators, this walks with opendir(3) and lstat(2).
      // FileHandle(forReadingFrom:) would block on a FIFO.
      /* open(path) in a block /* nested FileManager */ comment */
      let message = "cannot open(2) \(path): FileManager said no"
      let raw = #"stat(path) "quoted" FileHandle"#
      let page = """
        Data(contentsOf: url) in a multi-line string
        """
      let folder = try CacheFolder.open(base, creating: true)
      registrar.access(self, keyPath: \.items)
      static func open(_ path: BytePath) throws -> Int32 { try InputDescriptor.open(path) }
      try ReportPage(entries: entries).write(to: destination)
      value.write(to: &output, indent: 2)
      let descriptor = open(path, O_RDONLY)
      """#
    let found = Self.violations(in: clean, file: "Clean.swift")
    #expect(found == [Violation(file: "Clean.swift", line: 14, what: "a C file call")], "\(found)")
  }
}
