/// What one input of a ``SnackbarRendererPool`` run gave: its position in the input and its
/// outcome.
///
/// Workers finish in any order, so results arrive in completion order; ``index`` says which
/// input each belongs to.
public struct SnackbarPoolResult<Output: Sendable>: Sendable {
  /// The input's position in the sequence given to the pool, from 0.
  public let index: Int
  /// The work's output, or why the worker could not run it (its renderer could not be made, or
  /// the work threw).
  public let result: Result<Output, SnackbarRenderError>

  /// A result for the input at `index`.
  public init(index: Int, result: Result<Output, SnackbarRenderError>) {
    self.index = index
    self.result = result
  }
}
