import Crypto
import Foundation

/// The checkout's HMAC secret, read from the environment at build time: it signs Foxy's
/// add-to-cart forms, or each order line an endpoint receives. It is never written anywhere:
/// its description hides it, so neither a log nor an error message can show it.
public struct SigningSecret: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    private let bytes: [UInt8]

    public init(_ secret: String) {
        bytes = Array(secret.utf8)
    }

    /// HMAC-SHA256 of `message`'s UTF-8 bytes, in lowercase hex.
    func signature(of message: String) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: SymmetricKey(data: bytes))
        return mac.map { String(format: "%02x", $0) }.joined()
    }

    /// Foxy's signature of one parameter: of the product's code, the parameter's name and its
    /// value (wiki.foxycart.com/v/2.0/hmac_validation).
    func signature(code: String, name: String, value: String) -> String {
        signature(of: code + name + value)
    }

    public var description: String { "SigningSecret(hidden)" }
    public var debugDescription: String { description }
}
