import Foundation

/// Reading the capture named on the command line, with every failure an
/// `ImportError` that names it.
enum CaptureFile {
    static func read(_ path: String) throws(ImportError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .badInput(file: path, place: "line 1", message: "no such file")
        }
        if isDirectory.boolValue {
            throw .badInput(file: path, place: "line 1", message: "is a directory, not a capture file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .badInput(file: path, place: "line 1", message: "cannot be read")
        }
        return data
    }
}
