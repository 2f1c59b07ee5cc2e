import Foundation

// Release-mode benchmarks: `make bench`. Prints medians; compare ratios within one run.
// `SnackbarBenchmarks png` runs only the PNG decoding benchmarks.
do {
  if CommandLine.arguments.dropFirst().first == "png" {
    try PNGBenchmarks.run()
  } else {
    ManagerBenchmarks.run()
    print()
    try RenderingBenchmarks.run()
    print()
    try SnapshotBenchmarks.run()
    print()
    try PNGBenchmarks.run()
    print()
    try FlowBenchmarks.run()
    try StartupBenchmarks.run()
  }
} catch {
  FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
  exit(1)
}
