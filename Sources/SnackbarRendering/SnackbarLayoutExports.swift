// The renderer's API is written in the layout's types (SnackbarLayoutSizing, SnackbarFrames,
// SnackbarTextMeasuring, …), so `import SnackbarRendering` brings them along, as it did when
// the layout lived inside this module. Code that needs only geometry imports SnackbarLayout,
// which has no C dependency.
@_exported import SnackbarLayout
