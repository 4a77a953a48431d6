import Foundation

/// How the commands show warnings: one line each on standard error, before the summary.
enum Warnings {
    static func print(_ warnings: [String]) {
        for warning in warnings {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
    }
}
