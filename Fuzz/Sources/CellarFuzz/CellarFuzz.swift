import CLibFuzzer
import Glibc
@testable import CellarFixtures
@testable import CellarModel

/// One fuzzing input: its first byte picks a fixture file (see ``FixtureSandbox/files``) or,
/// past their number, none; the rest is the file's contents. The rest goes through the JSON
/// parser, whose results are checked (``JSONParserOracle``), and then, when a file is picked,
/// through the fixture loader as that file (about a hundred times slower than the parser alone).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let contents = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    JSONParserOracle.check(contents)
    if Int(data[0]) < FixtureSandbox.files.count {
        FixtureSandbox.shared.load(contents, as: Int(data[0]))
    }
    return 0
}

/// SwiftPM links an executable through its own `main`, so libFuzzer's is not used: this one
/// hands the command line to libFuzzer's driver.
@main
enum CellarFuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}
