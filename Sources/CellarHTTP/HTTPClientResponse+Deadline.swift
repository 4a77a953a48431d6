import AsyncHTTPClient
import NIOCore

extension HTTPClientResponse {
    /// The answer's body, at most `limit` bytes (more throws `NIOTooManyBytesError`), read by
    /// `deadline`: AsyncHTTPClient's deadline ends with the answer's head, and a body trickling
    /// a byte at a time never trips the read timeout. Past the deadline it throws
    /// `HTTPClientError.deadlineExceeded`.
    public func body(upTo limit: Int, by deadline: NIODeadline) async throws -> ByteBuffer {
        try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask { try await body.collect(upTo: limit) }
            group.addTask {
                let left =
                    deadline.uptimeNanoseconds - min(deadline.uptimeNanoseconds, NIODeadline.now().uptimeNanoseconds)
                try await Task.sleep(nanoseconds: left)
                return nil
            }
            defer { group.cancelAll() }
            guard let body = try await group.next() ?? nil else { throw HTTPClientError.deadlineExceeded }
            return body
        }
    }
}
