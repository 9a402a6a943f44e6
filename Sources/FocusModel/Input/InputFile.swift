import Foundation

/// Reading an input file and parsing it as JSON, with every failure turned
/// into an `InputError` for that file.
public enum InputFile {
    public static func read(_ path: String) throws(InputError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(file: path, path: "$", message: "no such file")
        }
        if isDirectory.boolValue {
            throw InputError(file: path, path: "$", message: "is a directory, not a JSON file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, path: "$", message: "cannot be read")
        }
        return [UInt8](data)
    }

    /// The document's root node, or the syntax error as an input error whose
    /// path is the line and column.
    public static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> InputNode {
        do {
            let value = try JSONValue.parse(utf8: bytes)
            return InputNode(value: value, path: .root, file: file)
        } catch {
            throw InputError(file: file, path: error.location, message: error.message)
        }
    }
}
