import Foundation

// Release-mode benchmarks: `make bench`. Prints medians; compare ratios within one run.
// `SnackbarBenchmarks NAME...` runs only the named groups (png, batch, vector, startup, ...).
let groups: [(name: String, run: () throws -> Void)] = [
  ("manager", { ManagerBenchmarks.run() }),
  ("rendering", RenderingBenchmarks.run),
  ("snapshot", SnapshotBenchmarks.run),
  ("png", PNGBenchmarks.run),
  ("compact-png", CompactPNGBenchmarks.run),
  ("flow", FlowBenchmarks.run),
  ("batch", BatchBenchmarks.run),
  ("audit", AuditBenchmarks.run),
  ("matrix", MatrixBenchmarks.run),
  ("vector", VectorBenchmarks.run),
  ("startup", StartupBenchmarks.run),
  ("cache-mutations", CacheMutationBenchmarks.run),
]
let requested = Array(CommandLine.arguments.dropFirst())
if let unknown = requested.first(where: { name in !groups.contains { $0.name == name } }) {
  FileHandle.standardError.write(
    Data("unknown benchmark group \"\(unknown)\"; groups: \(groups.map(\.name).joined(separator: ", "))\n".utf8))
  exit(2)
}
do {
  let selected = requested.isEmpty ? groups : groups.filter { requested.contains($0.name) }
  for (index, group) in selected.enumerated() {
    if index > 0 { print() }
    try group.run()
  }
} catch {
  FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
  exit(1)
}
