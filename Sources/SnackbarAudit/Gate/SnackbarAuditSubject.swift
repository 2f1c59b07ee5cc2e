/// What an audited snackbar stands for beyond its own parts: a matrix image's catalog key,
/// table, locale and variant, or a batch job. Configuration ignores match it by glob, and a
/// baseline recognises a finding by it and the finding's rule and element, never by the measured
/// value, so a finding whose number moves is still the same finding.
public struct SnackbarAuditSubject: Sendable, Hashable {
  /// The message's key in its string catalog; for a batch job, the job's output path as written.
  public var key: String?
  /// The key's table, when the catalogs hold several.
  public var table: String?
  /// The locale drawn (`de`, `pt-BR`).
  public var locale: String?
  /// The variant's name (`mdc.iphone-15.L`, `mdc.iphone-15.L.plural.one`).
  public var variant: String?

  /// A subject; every part may be unknown (`snackbar audit` audits one snackbar with none).
  public init(key: String? = nil, table: String? = nil, locale: String? = nil, variant: String? = nil) {
    self.key = key
    self.table = table
    self.locale = locale
    self.variant = variant
  }
}

/// Where a finding's text is written: a string's value in a catalog file, or a line of a batch
/// job list. Lines and columns count from 1, columns in Unicode scalars as editors show them.
public struct SnackbarAuditLocation: Sendable, Hashable {
  /// The file's path as the command was given it (relative paths stay relative, so code scanning
  /// and pull-request annotations find it from the repository's root).
  public var file: String
  /// The line, from 1; nil when unknown.
  public var line: Int?
  /// The column, from 1; nil when unknown.
  public var column: Int?

  /// A location.
  public init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }
}
