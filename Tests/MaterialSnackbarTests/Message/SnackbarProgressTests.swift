import MaterialSnackbar
import Testing

@Suite struct SnackbarProgressTests {
  @Test("complete means a determinate fraction of 1 or more; indeterminate and NaN are not")
  func isComplete() {
    #expect(SnackbarProgress.determinate(1).isComplete)
    #expect(SnackbarProgress.determinate(2).isComplete)
    #expect(!SnackbarProgress.determinate(0.999).isComplete)
    #expect(!SnackbarProgress.determinate(.nan).isComplete)
    #expect(!SnackbarProgress.determinate(-1).isComplete)
    #expect(!SnackbarProgress.indeterminate.isComplete)
  }
}
