// A catalog error carries the files module's public error (`StringCatalogError.fileSystemError`
// holds a `FileSystemError`), so `import SnackbarCatalog` brings that module along, as
// `import SnackbarRendering` does.
@_exported import SnackbarFiles
