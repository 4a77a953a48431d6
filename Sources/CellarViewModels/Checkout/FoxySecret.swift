import Crypto
import Foundation

/// The Foxy store's HMAC secret, read from the environment at build time. It signs the
/// add-to-cart forms and is never written anywhere: its description hides it, so neither a
/// log nor an error message can show it.
public struct FoxySecret: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    private let bytes: [UInt8]

    public init(_ secret: String) {
        bytes = Array(secret.utf8)
    }

    /// Foxy's signature of one parameter: HMAC-SHA256 of the product's code, the parameter's
    /// name and its value, in lowercase hex (wiki.foxycart.com/v/2.0/hmac_validation).
    func signature(code: String, name: String, value: String) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: Data((code + name + value).utf8), using: SymmetricKey(data: bytes))
        return mac.map { String(format: "%02x", $0) }.joined()
    }

    public var description: String { "FoxySecret(hidden)" }
    public var debugDescription: String { description }
}
