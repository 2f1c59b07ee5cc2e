#if !canImport(ObjectiveC)
  /// Darwin Foundation's `NSIntegerMax`, which app code beside the snackbar uses as a "no limit"
  /// sentinel. Foundation on Linux does not declare it; `NSInteger` is `Int` in Swift, so it is
  /// `Int.max`.
  public let NSIntegerMax = Int.max

  /// Darwin Foundation's `NSIntegerMin`: `Int.min`.
  public let NSIntegerMin = Int.min

  /// Darwin Foundation's `NSUIntegerMax`: `UInt.max`.
  public let NSUIntegerMax = UInt.max
#endif
