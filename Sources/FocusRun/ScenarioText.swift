import FocusModel

/// A scenario file's text, read again for the positions of its keys (SARIF
/// regions, annotations): standard input gives what it gave the loader.
package enum ScenarioText {
    /// Nil when the file cannot be read again (a pipe read once).
    public static func read(_ path: String) -> String? {
        guard let bytes = try? InputFile.read(path), !bytes.isEmpty else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
