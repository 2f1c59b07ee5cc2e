import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarImage
import SnackbarRendering

/// The renderer's costs (issue 3): one one-line snackbar with an action at 2x, 359 pt wide (a
/// 375-pt phone less its 8-pt margins), drawn by a warm, reused renderer; then memory over
/// 10,000 renders. Targets: under 0.3 ms to pixels and under 1.5 ms to PNG on one core.
enum RenderingBenchmarks {
  static func run() throws {
    print("== SnackbarRenderer (one line + action, 359 pt @2x, tight framing; targets 0.3 ms / 1.5 ms)")
    let renderer = try SnackbarRenderer()
    let request = oneLineRequest(text: "Email archived")
    let image = try renderer.render(request)
    print("image: \(image.width)x\(image.height) px, PNG \(try renderer.renderPNG(request).count) bytes")

    try Benchmark(name: "layout only", iterations: 501, unitsPerIteration: 1, unit: "layout").run {
      _ = try renderer.layout(request)
    }
    try Benchmark(name: "render to pixels (RGBAImage)", iterations: 501, unitsPerIteration: 1, unit: "render").run {
      _ = try renderer.render(request)
    }
    try Benchmark(name: "render to PNG bytes", iterations: 301, unitsPerIteration: 1, unit: "render").run {
      _ = try renderer.renderPNG(request)
    }
    try Benchmark(name: "PNG encode only (the same image)", iterations: 301, unitsPerIteration: 1, unit: "encode").run {
      _ = try PNGCodec.encode(image)
    }
    let png = try PNGCodec.encode(image)
    try Benchmark(
      name: "PNG decode only (the same PNG, in memory)", iterations: 301, unitsPerIteration: 1, unit: "decode"
    )
    .run { _ = try PNGCodec.decode(png) }
    var counter = 0
    try Benchmark(
      name: "render to pixels, new text each time (cold text)", iterations: 301, unitsPerIteration: 1, unit: "render"
    )
    .run(setup: { () -> SnackbarRenderRequest in
      counter += 1
      return oneLineRequest(text: "Email \(counter) archived")
    }) { request in
      _ = try renderer.render(request)
    }

    let screen = screenRequest()
    try Benchmark(
      name: "whole screen to pixels (375x667 host @2x)", iterations: 51, unitsPerIteration: 1, unit: "render"
    ).run {
      _ = try renderer.render(screen)
    }

    try memory(renderer: renderer)
  }

  /// Resident memory before and after 10,000 renders (100 distinct texts, so the text cache
  /// fills, empties and refills): flat means nothing leaks per render.
  static func memory(renderer: SnackbarRenderer) throws {
    let requests = (0..<100).map { oneLineRequest(text: "Message number \($0)") }
    for request in requests { _ = try renderer.render(request) }
    let before = residentBytes()
    var afterFirstThousand = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<10_000 {
      _ = try renderer.render(requests[index % requests.count])
      if index == 999 { afterFirstThousand = residentBytes() }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let after = residentBytes()
    print(
      String(
        format:
          "memory: RSS %.1f MB before, %.1f MB after 1,000, %.1f MB after 10,000 renders (%+.1f MB); %.2f s in all",
        megabytes(before), megabytes(afterFirstThousand), megabytes(after), megabytes(after - before), seconds))
  }

  static func oneLineRequest(text: String) -> SnackbarRenderRequest {
    let message = SnackbarMessage(text: text)
    let action = SnackbarMessageAction()
    action.title = "Undo"
    message.action = action
    return SnackbarRenderRequest(
      message: message, manager: SnackbarManager(scheduler: ManualScheduler()),
      traits: SnackbarTraitCollection(displayScale: 2), sizing: .fittingWidth(359))
  }

  static func screenRequest() -> SnackbarRenderRequest {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    let host = SnackbarDevice.iPhoneSE.makeHost()
    let message = oneLineRequest(text: "Email archived").messageView.message ?? SnackbarMessage(text: "Email archived")
    return SnackbarRenderRequest(
      message: message, manager: manager, traits: host.traitCollection, sizing: .host(host, placement: manager))
  }

  /// Resident set size from `/proc/self/statm` (second field, in pages); 0 where unavailable.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  static func megabytes(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }
}
