import Synchronization

/// Values made the first time they are asked for, by key, and the same one given after:
/// what many pages of a build show alike. Safe to ask from pages made at once.
final class MadeOnce<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])

    /// The value for `key`, which `make` makes the first time. Two pages asking at once may
    /// both make it; both get the one kept.
    func value(for key: Key, making make: () -> Value) -> Value {
        if let value = values.withLock({ $0[key] }) { return value }
        let value = make()
        return values.withLock { values in
            if let earlier = values[key] { return earlier }
            values[key] = value
            return value
        }
    }
}
