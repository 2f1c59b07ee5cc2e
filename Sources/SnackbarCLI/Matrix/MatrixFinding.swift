import SnackbarJSON
import SnackbarLayout

/// How `snackbar matrix` orders findings; the `l10n` rules themselves are the audit's
/// (``SnackbarLocalizationRules``).
enum MatrixFinding {
  /// Errors first, then warnings, then information.
  static func rank(_ finding: SnackbarJSONValue) -> Int {
    guard case .object(let members) = finding, case .string(let severity)? = members["severity"] else { return 3 }
    switch severity {
    case "error": return 0
    case "warning": return 1
    default: return 2
    }
  }
}
