import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs code on a thread of its own whose file accesses are checked as the user `nobody`, so a
/// folder with no permissions is unreadable to it even when the tests run as root (CI containers
/// do), and leaves every other thread's rights alone.
///
/// Linux keeps a file-system user per thread (setfsuid(2)); changing it from root to another user
/// drops the thread's CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH, which is exactly what lets root
/// read a `chmod 000` folder. Glibc's Swift module does not import `setfsuid`, so it is looked up
/// by name. A test user who is not root needs none of this: permission bits already apply.
enum UnprivilegedThread {
  /// Why the thread could not drop its rights.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// `nobody` on Debian.
  static let nobody: UInt32 = 65534

  /// Whether permission bits can be made to apply: not root, or root able to change its
  /// file-system user.
  static let isAvailable: Bool = getuid() != 0 || setFileSystemUser != nil

  private typealias SetFileSystemID = @convention(c) (UInt32) -> Int32

  /// setfsuid(2), or nil where the C library has none.
  private static let setFileSystemUser: SetFileSystemID? = function("setfsuid")
  private static let setFileSystemGroup: SetFileSystemID? = function("setfsgid")

  private static func function(_ name: String) -> SetFileSystemID? {
    #if os(Linux)
      // RTLD_DEFAULT is a null handle in glibc: search the process's global symbols.
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
      return unsafeBitCast(symbol, to: SetFileSystemID.self)
    #else
      return nil
    #endif
  }

  /// Runs `body` on a new thread whose file accesses are `nobody`'s, and returns its result.
  static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread {
        guard getuid() == 0 else {
          continuation.resume(returning: body())
          return
        }
        guard let setUser = setFileSystemUser, let setGroup = setFileSystemGroup else {
          continuation.resume(throwing: Failure(description: "setfsuid(2) is not in the C library"))
          return
        }
        _ = setGroup(nobody)
        _ = setUser(nobody)
        // setfsuid returns the previous value whatever happens; asking with an invalid id (which
        // changes nothing) tells whether the change took.
        guard setUser(UInt32.max) == Int32(bitPattern: nobody) else {
          continuation.resume(throwing: Failure(description: "setfsuid(\(nobody)) did not take (no CAP_SETUID?)"))
          return
        }
        let result = body()
        _ = setUser(0)
        _ = setGroup(0)
        continuation.resume(returning: result)
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
  }
}
