import CellarModel

extension JSONValue {
    /// Parses one JSON document as the loader reads the fixtures, for a writer of fixtures that
    /// edits a file the shop already has.
    ///
    /// - Throws: The syntax error, placed as the loader places it (`store.json:3:7: invalid JSON: …`).
    public static func parse(_ bytes: [UInt8], file: String) throws(FixtureError) -> JSONValue {
        do throws(JSONSyntaxError) {
            return try JSONParser.parse(bytes)
        } catch {
            throw FixtureError(
                file: file, place: "\(error.line):\(error.column)", problem: "invalid JSON: \(error.message)")
        }
    }
}
