// Both snapshot test targets take `TemporaryDirectory` from the package's shared test support
// through this module, as they did when it lived here.
@_exported import SnackbarTestSupport
