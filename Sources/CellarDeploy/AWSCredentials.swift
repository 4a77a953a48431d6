import Foundation

/// The keys that sign requests, found the standard AWS way: the environment's
/// `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` (with `AWS_SESSION_TOKEN` for temporary
/// ones), else the profile `AWS_PROFILE` (`default`) of the shared credentials file
/// (`AWS_SHARED_CREDENTIALS_FILE`, else `~/.aws/credentials`). Never printed: its description
/// shows no key.
public struct AWSCredentials: Sendable, CustomStringConvertible, CustomReflectable {
    public let accessKeyID: String
    let secretAccessKey: String
    let sessionToken: String?

    public init(accessKeyID: String, secretAccessKey: String, sessionToken: String? = nil) {
        self.accessKeyID = accessKeyID
        self.secretAccessKey = secretAccessKey
        self.sessionToken = sessionToken
    }

    public var description: String { "AWSCredentials(redacted)" }
    public var customMirror: Mirror { Mirror(self, children: []) }

    /// What must never be shown: the keys and the token.
    var secrets: [String] { [accessKeyID, secretAccessKey, sessionToken].compactMap { $0 }.filter { !$0.isEmpty } }

    /// The credentials from `environment`, else from the shared credentials file.
    public static func find(in environment: [String: String] = ProcessInfo.processInfo.environment) throws(DeployError)
        -> AWSCredentials
    {
        let id = environment["AWS_ACCESS_KEY_ID"].flatMap { $0.isEmpty ? nil : $0 }
        let secret = environment["AWS_SECRET_ACCESS_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        switch (id, secret) {
        case let (id?, secret?):
            return AWSCredentials(
                accessKeyID: id, secretAccessKey: secret,
                sessionToken: environment["AWS_SESSION_TOKEN"].flatMap { $0.isEmpty ? nil : $0 })
        case (_?, nil):
            throw .credentials("AWS_ACCESS_KEY_ID is set but AWS_SECRET_ACCESS_KEY is not")
        case (nil, _?):
            throw .credentials("AWS_SECRET_ACCESS_KEY is set but AWS_ACCESS_KEY_ID is not")
        case (nil, nil):
            break
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        let file = environment["AWS_SHARED_CREDENTIALS_FILE"] ?? home + "/.aws/credentials"
        let profileName = environment["AWS_PROFILE"].flatMap { $0.isEmpty ? nil : $0 } ?? "default"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw .credentials(
                """
                none found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or give the profile [\(profileName)] in \
                \(file)
                """
            )
        }
        let values = section(named: profileName, in: text)
        guard let values else { throw .credentials("\(file) has no profile [\(profileName)]") }
        guard let id = values["aws_access_key_id"], let secret = values["aws_secret_access_key"] else {
            throw .credentials(
                "the profile [\(profileName)] in \(file) needs aws_access_key_id and aws_secret_access_key")
        }
        return AWSCredentials(accessKeyID: id, secretAccessKey: secret, sessionToken: values["aws_session_token"])
    }

    /// The `key = value` lines of the INI section `[name]`; `nil` when there is none.
    private static func section(named name: String, in text: String) -> [String: String]? {
        var values: [String: String]?
        var inSection = false
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                inSection = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces) == name
                if inSection && values == nil { values = [:] }
                continue
            }
            guard inSection, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            values?[key] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        return values
    }
}
