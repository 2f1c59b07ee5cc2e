// The renderer's API carries the files module's public error (`SnackbarRenderError.writing`
// holds a `FileSystemError`), so `import SnackbarRendering` brings that module along, as it did
// when files and IO lived in this module's Image folder. Code that only reads and writes files
// imports SnackbarFiles, which links neither Cairo nor Pango.
@_exported import SnackbarFiles
