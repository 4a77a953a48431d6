#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes mapped read-only into memory, read front to back, giving back the pages
/// already read: a 500 MB `comments.json` or `goods.csv` then never sits in memory whole.
public final class MappedFile {
    public let bytes: UnsafeBufferPointer<UInt8>
    private var released = 0
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    /// Pages are given back in steps of this size, not after every element.
    private static let releaseStep = 16 << 20

    /// Maps the regular file at `path`; `nil` when it cannot be opened or mapped.
    public init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let count = Int(status.st_size)
        guard count > 0 else {
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            return nil
        }
        madvise(address, count, MADV_SEQUENTIAL)
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// Gives back the pages before `offset`, which will not be read again.
    public func release(upTo offset: Int) {
        guard let start = bytes.baseAddress, offset - released >= Self.releaseStep else { return }
        let end = offset / Self.pageSize * Self.pageSize
        madvise(UnsafeMutableRawPointer(mutating: start) + released, end - released, MADV_DONTNEED)
        released = end
    }

    deinit {
        if let start = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: start), bytes.count) }
    }
}
