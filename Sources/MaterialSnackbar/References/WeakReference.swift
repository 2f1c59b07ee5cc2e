/// A weak reference that can live in a value type, for the properties MDC declares `weak`.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object?) { self.object = object }
}
