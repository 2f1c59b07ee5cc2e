import Foundation
import MaterialSnackbar
import SnackbarRendering

/// The gallery's pictures: every feature of the renderer once, in a fixed order (so file names
/// and bytes are the same on every run).
enum GalleryShowcase {
  typealias Build = GalleryBuilder

  /// Every entry, in order.
  static func entries() -> [GalleryEntry] {
    messages() + extras() + traitsAndShadows() + screens()
  }

  /// The few entries `--quick` renders: one plain snackbar, one with an action, one RTL and one
  /// screen, enough to exercise every code path of the command quickly.
  static func quickEntries() -> [GalleryEntry] {
    let all = entries()
    let wanted: Set<String> = ["short", "action", "rtl-arabic-action", "screen-iphone-15"]
    return all.filter { wanted.contains($0.slug) }
  }

  /// Text, layouts, scripts and markup.
  static func messages() -> [GalleryEntry] {
    let rtl = Build.traits(direction: .rightToLeft)
    let bold = NSMutableAttributedString(string: "Moved ")
    bold.append(NSAttributedString(string: "3 photos", attributes: [.snackbarBold: true]))
    bold.append(NSAttributedString(string: " to "))
    bold.append(NSAttributedString(string: "Trash", attributes: [.snackbarBold: true]))
    let boldMessage = SnackbarMessage(attributedText: bold)
    boldMessage.action = Build.action("Undo")
    return [
      GalleryEntry(slug: "short", caption: "Short message", request: Build.snackbar(Build.message("Photo archived"))),
      GalleryEntry(
        slug: "action", caption: "Message with an action",
        request: Build.snackbar(Build.message("Email archived", action: "Undo"))),
      GalleryEntry(
        slug: "two-line", caption: "Two-line text (16-pt vertical margins)",
        request: Build.snackbar(
          Build.message("Your connection is unstable. Changes are saved and will sync when you are back online."))),
      GalleryEntry(
        slug: "action-below", caption: "Long action below the text (wider than 0.4 x the width)",
        request: Build.snackbar(Build.message("Storage almost full", action: "Manage storage settings"))),
      GalleryEntry(
        slug: "rtl-arabic-action", caption: "Right-to-left Arabic with an action (mirrored)",
        request: Build.snackbar(Build.message("تمت أرشفة الرسالة", action: "تراجع"), traits: rtl)),
      GalleryEntry(
        slug: "hebrew", caption: "Hebrew, right to left",
        request: Build.snackbar(Build.message("ההודעה הועברה לארכיון", action: "ביטול"), traits: rtl)),
      GalleryEntry(
        slug: "cjk-emoji", caption: "CJK and colour emoji",
        request: Build.snackbar(Build.message("写真を保存しました 📸 사진이 저장되었습니다 ✅ 照片已保存 🎉"))),
      GalleryEntry(
        slug: "bold-markup", caption: "Bold markup (MDCSnackbarMessageBoldAttributeName, medium weight)",
        request: Build.snackbar(boldMessage)),
    ]
  }

  /// Themes and the extras (icon, progress, close button).
  static func extras() -> [GalleryEntry] {
    func themed(_ theme: SnackbarTheme) -> SnackbarRenderRequest {
      Build.snackbar(
        Build.message("Item archived", action: "Undo"), manager: Build.manager(theme),
        traits: Build.traits(theme: theme))
    }
    func icon(_ icon: SnackbarIcon, _ text: String) -> SnackbarRenderRequest {
      let message = Build.message(text)
      message.leadingIcon = icon
      return Build.snackbar(message)
    }
    let determinate = Build.message("Uploading 3 of 5 photos…", action: "Cancel")
    determinate.progress = .determinate(0.6)
    let indeterminate = Build.message("Connecting to printer…")
    indeterminate.progress = .indeterminate
    var indeterminateRequest = Build.snackbar(indeterminate)
    // A fixed moment of the moving segment, so the picture is the same on every run.
    indeterminateRequest.progressElapsedTime = 0.6
    let close = Build.message("Offline mode is on")
    close.showsCloseButton = true
    return [
      GalleryEntry(
        slug: "theme-m2", caption: "Material 2 theme (MDC colour and typography themers)", request: themed(.material2)),
      GalleryEntry(slug: "theme-m3-light", caption: "Material 3 baseline, light", request: themed(.material3Light)),
      GalleryEntry(slug: "theme-m3-dark", caption: "Material 3 baseline, dark", request: themed(.material3Dark)),
      GalleryEntry(slug: "icon-success", caption: "Leading icon: success", request: icon(.success, "Backup complete")),
      GalleryEntry(
        slug: "icon-warning", caption: "Leading icon: warning", request: icon(.warning, "Battery below 10%")),
      GalleryEntry(slug: "icon-error", caption: "Leading icon: error", request: icon(.error, "Could not send message")),
      GalleryEntry(
        slug: "progress-determinate", caption: "Determinate progress (60%)", request: Build.snackbar(determinate)),
      GalleryEntry(
        slug: "progress-indeterminate", caption: "Indeterminate progress (frame at 0.6 s)",
        request: indeterminateRequest),
      GalleryEntry(slug: "close-button", caption: "Close button (48-pt target)", request: Build.snackbar(close)),
    ]
  }
}
