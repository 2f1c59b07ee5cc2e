/// A command's help: text written as prose, and option rows generated from the declarations the
/// parser reads, in the order printed. The options a command accepts are those of its help's
/// groups, so what `--help` lists and what the command parses cannot part.
struct CommandHelp: Sendable {
  enum Section: Sendable {
    /// Prose, printed as written.
    case text(String)
    /// Option rows, generated.
    case options(OptionGroup)
  }

  let sections: [Section]

  init(_ sections: [Section]) {
    self.sections = sections
  }

  /// Every option declared in the help, in the order printed.
  var options: [OptionDeclaration] {
    sections.flatMap { section -> [OptionDeclaration] in
      if case .options(let group) = section { return group.options }
      return []
    }
  }

  /// The help as printed: the sections, one line break between them; a group whose options
  /// the prose describes prints nothing, not an empty line.
  var text: String {
    sections.compactMap { section in
      switch section {
      case .text(let text): text
      case .options(let group): group.options.contains { !$0.rows.isEmpty } ? group.rows : nil
      }
    }.joined(separator: "\n")
  }
}
