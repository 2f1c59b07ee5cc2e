import Foundation
import MaterialSnackbar
import SnackbarBasics

/// A small thread-safe least-recently-used cache of rendered shadow masks.
///
/// A gallery or snapshot suite renders the same snackbar size again and again; blurring is the
/// costly part of a render, so masks are kept by (size in pixels, corner radius, elevation,
/// scale, style).
package final class ShadowMaskCache: Sendable {
  private struct Entry {
    let mask: ShadowMask?
    var lastUse: UInt64
  }

  private struct State {
    var entries: [ShadowMaskKey: Entry] = [:]
    var clock: UInt64 = 0
    var hits = 0
    var misses = 0
  }

  /// The most masks kept.
  package let capacity: Int
  private let state = SnackbarLocked(State())

  /// Masks kept on disk below this in-memory cache, read on a miss before rendering.
  let diskStore: ShadowMaskDiskStore?

  /// The cache the renderer's shadow painter uses by default. Below it, masks are kept on disk
  /// between processes, in `shadow-masks-2` of the renderer's cache folder (beside the font
  /// cache), in a folder named after the running program and the native libraries' versions;
  /// `SNACKBAR_SHADOW_DISK_CACHE=0` turns that off.
  package static let shared = ShadowMaskCache(
    capacity: 32, diskStore: .forThisProcess(environment: ProcessInfo.processInfo.environment))

  /// Creates an empty cache holding at most `capacity` masks (at least 1), in memory only.
  package convenience init(capacity: Int) {
    self.init(capacity: capacity, diskStore: nil)
  }

  /// A cache over `diskStore`, if any.
  init(capacity: Int, diskStore: ShadowMaskDiskStore?) {
    self.capacity = max(capacity, 1)
    self.diskStore = diskStore
  }

  /// How many lookups found a mask, and how many had to render one.
  package var statistics: (hits: Int, misses: Int) {
    state.withLock { ($0.hits, $0.misses) }
  }

  /// The number of masks held.
  package var count: Int { state.withLock { $0.entries.count } }

  /// Returns the cached mask for `key`, rendering and storing it on a miss. Rendering happens
  /// outside the lock so other threads are not blocked.
  func mask(for key: ShadowMaskKey) throws(CairoError) -> ShadowMask? {
    let cached: Entry?? = state.withLock { state in
      state.clock += 1
      guard var entry = state.entries[key] else {
        state.misses += 1
        return .none
      }
      state.hits += 1
      entry.lastUse = state.clock
      state.entries[key] = entry
      return .some(entry)
    }
    if case .some(let entry?) = cached { return entry.mask }
    let mask: ShadowMask?
    if let stored = diskStore?.load(key) {
      mask = stored
    } else {
      mask = try ShadowMask.render(key)
      if let mask { diskStore?.save(mask, for: key) }
    }
    state.withLock { state in
      state.clock += 1
      state.entries[key] = Entry(mask: mask, lastUse: state.clock)
      while state.entries.count > capacity {
        guard let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { break }
        state.entries.removeValue(forKey: oldest)
      }
    }
    return mask
  }

  /// Drops every mask.
  package func removeAll() {
    state.withLock { $0.entries.removeAll() }
  }
}
