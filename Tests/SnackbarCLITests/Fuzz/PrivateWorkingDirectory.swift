import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs code on a thread of its own whose working directory is a given folder, leaving the
/// process's (and every other test's) working directory alone.
///
/// The CLI resolves relative paths against the working directory, and the fuzz harness hands it
/// random paths; running it in a scratch folder keeps whatever it writes there. `chdir` is
/// process-wide, so the thread first calls Linux's `unshare(CLONE_FS)`, which gives it its own
/// working directory. Glibc's Swift module does not import `unshare`, so it is looked up by name.
///
/// Threads this thread starts (a worker the concurrency runtime spawns to take the continuation,
/// say) share its working directory, so it returns to the process's before it finishes: a pool
/// thread must not keep the sandbox as its working directory after the sandbox is gone.
enum PrivateWorkingDirectory {
  /// Why the thread could not get its own working directory.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `body` on a new thread whose working directory is `directory`, and returns its result.
  static func run<Result: Sendable>(
    in directory: URL, _ body: @escaping @Sendable () -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread {
        let original = FileManager.default.currentDirectoryPath
        do {
          try enter(directory)
          let result = body()
          guard chdir(original) == 0 else {
            throw Failure(description: "cannot return to \(original): \(String(cString: strerror(errno)))")
          }
          continuation.resume(returning: result)
        } catch {
          continuation.resume(throwing: error)
        }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
  }

  private static func enter(_ directory: URL) throws {
    #if os(Linux)
      typealias Unshare = @convention(c) (Int32) -> Int32
      let cloneFS: Int32 = 0x200  // CLONE_FS, <linux/sched.h>
      // RTLD_DEFAULT is a null handle in glibc: search the process's global symbols.
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "unshare") else {
        throw Failure(description: "cannot find unshare(2) in the C library")
      }
      guard unsafeBitCast(symbol, to: Unshare.self)(cloneFS) == 0 else {
        throw Failure(description: "unshare(CLONE_FS) failed: \(String(cString: strerror(errno)))")
      }
      guard chdir(directory.path) == 0 else {
        throw Failure(description: "cannot enter \(directory.path): \(String(cString: strerror(errno)))")
      }
    #else
      throw Failure(description: "a per-thread working directory needs Linux's unshare(CLONE_FS)")
    #endif
  }
}
