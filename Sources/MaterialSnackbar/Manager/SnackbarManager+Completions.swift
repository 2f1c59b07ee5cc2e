import Foundation

// The end of a message: its completion handlers, in MDC's order, on the main actor.
extension SnackbarManager {
  /// Runs the completions of `messages`, message by message, each in MDC's order: with error,
  /// plain, then the port's reason handler and `showAndWait`'s observer.
  ///
  /// One trip to the main actor serves the whole batch, so clearing a long queue from a private
  /// queue waits for the main queue once, not once per message. The observers run in the same
  /// pass to keep each message's order; they only resume a continuation. A batch without user
  /// handlers never touches the main queue, so awaiting a result does not need it.
  ///
  /// Each message's `completion` event is logged first, on the scheduler's thread, before any
  /// handler of the batch runs.
  func runCompletions(of messages: [SnackbarMessage], result: SnackbarResult) {
    if hasEventObservers {
      for message in messages {
        emit(
          .completion(
            messageID: message.eventID, text: message.eventText, reason: result.reason,
            userInitiated: result.userInitiated))
      }
    }
    let completions = messages.map(MessageCompletion.init(taking:))
    if completions.contains(where: \.hasUserHandlers) {
      MainActorDelivery.run(passing: completions) { completions in
        for completion in completions { completion.run(result) }
      }
    } else {
      for completion in completions { completion.observer?(result) }
    }
  }
}

/// What runs when one message ends, read from the message at once (its error is taken, so it is
/// reported only once).
private struct MessageCompletion {
  let error: NSError?
  let withError: SnackbarMessageCompletionHandlerWithError?
  let plain: SnackbarMessageCompletionHandler?
  let withReason: SnackbarMessageCompletionHandlerWithReason?
  let observer: (@Sendable (SnackbarResult) -> Void)?

  init(taking message: SnackbarMessage) {
    error = message.takeError()
    (withError, plain, withReason, observer) = message.storage.read {
      ($0.completionHandlerWithError, $0.completionHandler, $0.completionHandlerWithReason, $0.resultObserver)
    }
  }

  /// Whether any of the user's handlers (main-actor code) is set.
  var hasUserHandlers: Bool { withError != nil || plain != nil || withReason != nil }

  @MainActor
  func run(_ result: SnackbarResult) {
    withError?(result.userInitiated, error)
    plain?(result.userInitiated)
    withReason?(result)
    observer?(result)
  }
}
