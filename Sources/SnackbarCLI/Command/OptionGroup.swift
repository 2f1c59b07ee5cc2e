/// Options printed together, their text starting at one column: a command's own options, or a
/// group several commands share (the message and style options of every drawing command, the
/// CI gate of every auditing command). Composing groups is how commands share options; a
/// shared group's rows print the same in every command's help.
struct OptionGroup: Sendable {
  let options: [OptionDeclaration]
  /// The column the rows' text starts at, counted from 0.
  let column: Int

  init(column: Int = 24, _ options: [OptionDeclaration]) {
    self.options = options
    self.column = column
  }

  /// This group and then `other`, at this group's column.
  static func + (group: OptionGroup, other: OptionGroup) -> OptionGroup {
    OptionGroup(column: group.column, group.options + other.options)
  }

  /// The declaration of `--name`, if the group has it.
  func option(_ name: String) -> OptionDeclaration? { options.first { $0.name == name } }

  /// The rows as the help prints them, indented two spaces, each text at ``column`` (two spaces
  /// after a syntax too long for it), without a final newline.
  var rows: String {
    var lines: [String] = []
    for row in options.flatMap(\.rows) {
      let gap = column - 2 - row.syntax.count
      let first = "  " + row.syntax + String(repeating: " ", count: gap >= 1 ? gap : 2)
      for (index, line) in row.lines.enumerated() {
        lines.append((index == 0 ? first : String(repeating: " ", count: column)) + line)
      }
    }
    return lines.joined(separator: "\n")
  }
}
