#if !canImport(UIKit)
  import MaterialSnackbar

  /// The type a colour literal has when nothing else is expected: `let brand = #colorLiteral(…)`
  /// is a `UIColor`, as UIKit makes it.
  public typealias _ColorLiteralType = UIColor
#endif
