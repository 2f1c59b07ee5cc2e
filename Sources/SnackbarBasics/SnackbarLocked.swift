#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a mutex.
///
/// The manager, messages and views store closures that are not `Sendable` (MDC's handler types
/// are plain closures, and ports assign closures that capture local state), which a
/// `Synchronization.Mutex<Value>` would reject at every `sending` boundary. A plain
/// `pthread_mutex_t` is used rather than `Mutex<Void>` for a second reason: on Linux
/// ThreadSanitizer understands pthread locks but not the toolchain's futex-based `Mutex`, which
/// `make tsan` would report as races. It is also lighter than `NSLock`, which allocates a
/// condition variable per lock on Linux. The discipline: every access under the lock, and no
/// callback ever invoked while it is held.
///
/// Package-wide, because the renderer's and the snapshot module's caches, the files module's
/// pending outputs and the flow recorder are shared across threads too, and `make tsan` must see
/// their locks for the same reason; it lives at the bottom of the graph so that no module imports
/// the manager for a lock.
package final class SnackbarLocked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  package init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access. `body` must not call back into user code.
  @inline(__always)
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }

  /// Reads the value under the lock.
  @inline(__always)
  package func read<Result>(_ body: (Value) -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(value)
  }

  /// One member of the value, read or written under the lock: the whole body of a locked
  /// property's accessors (`get { storage[\.title] } set { storage[\.title] = newValue }`).
  @inline(__always)
  package subscript<Member>(member: WritableKeyPath<Value, Member>) -> Member {
    get { read { $0[keyPath: member] } }
    set { withLock { $0[keyPath: member] = newValue } }
  }
}
