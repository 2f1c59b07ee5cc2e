import Testing

extension Tag {
  /// Fuzz harnesses: a fixed seed and input count in `make test`, longer and random in `make fuzz`.
  @Tag static var fuzz: Self
}
