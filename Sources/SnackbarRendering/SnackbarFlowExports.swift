// The player's API is written in the flow's types (SnackbarScenario, SnackbarFlowEvent,
// SnackbarDevice, …), so `import SnackbarRendering` brings them along, as it did when the device
// presets lived inside this module. Code that only plays scenarios or builds hosts imports
// SnackbarFlow, which has no C dependency.
@_exported import SnackbarFlow
