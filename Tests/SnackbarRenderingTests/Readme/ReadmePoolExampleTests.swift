import Foundation
import MaterialSnackbar
import SnackbarRendering
import Testing

/// The renderer-pool example of SnackbarRendering's article "The command line", verbatim, run.
@Suite("README renderer pool example")
struct ReadmePoolExampleTests {
  @Test func poolExampleRendersBothRequests() async throws {
    let pool = try SnackbarRendererPool(jobs: 2)  // one renderer per worker thread
    let requests = ["Photo archived", "Email sent"].map { SnackbarRenderRequest(message: SnackbarMessage(text: $0)) }
    let pngs = await pool.renderPNGs(requests)  // in input order
    pool.renderPNGs(requests.lazy) { result in  // as each finishes, the input read only as needed
      print(result.index, (try? result.result.get())?.count ?? 0)
    }

    #expect(try pngs.map { try $0.get() } == requests.map { try SnackbarRenderer().renderPNG($0) })
  }
}
