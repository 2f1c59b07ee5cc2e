#if !canImport(ObjectiveC)
  /// Darwin Foundation's `autoreleasepool(invoking:)`, which MDC-era tests use to release a
  /// suspension token promptly. Swift on Linux has no autorelease pools: objects are released as
  /// soon as their last reference goes, so this simply runs `body`.
  public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
  }
#endif
