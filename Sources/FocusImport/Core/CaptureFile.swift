import FocusModel
import Foundation

/// Reading the capture named on the command line, with every failure an
/// `ImportError` that names it. The limits are those of every input
/// (`InputFile`): at most 64 MiB, and a pipe or device that stays silent is
/// refused instead of waited for.
enum CaptureFile {
    static func read(_ path: String) throws(ImportError) -> Data {
        do {
            return Data(try InputFile.read(path, kind: "capture file"))
        } catch {
            throw .badInput(file: path, place: "line 1", message: error.message)
        }
    }
}
