import Foundation

// Release-mode benchmarks: `make bench`. Prints medians; compare ratios within one run.
ManagerBenchmarks.run()
do {
  print()
  try RenderingBenchmarks.run()
  print()
  try SnapshotBenchmarks.run()
  print()
  try FlowBenchmarks.run()
} catch {
  FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
  exit(1)
}
