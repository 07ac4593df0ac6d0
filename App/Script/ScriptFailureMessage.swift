import TextUI

/// The line a failing script command prints: the error's own description and, where a different
/// script command would have worked, which one. TextUI's errors say what happened; only the App
/// knows its script commands.
enum ScriptFailureMessage {
  /// `error`'s description, with the script command to use instead where there is one.
  static func text(for error: any Error) -> String {
    guard let interaction = error as? InteractionError, let advice = advice(for: interaction) else {
      return StoreFailureMessage.text(for: error)
    }
    return interaction.description + advice
  }

  /// The script command to use instead of the one that failed with `error`, nil when there is none.
  static func advice(for error: InteractionError) -> String? {
    switch error {
    case .noFocusedField(let available) where !available.isEmpty: " — use set LABEL TEXT"
    case .confirmationOpen: " — answer it with key y or key n"
    default: nil
    }
  }
}
