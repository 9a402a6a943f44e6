import Foundation

/// Paths as CI systems want them: relative to the repository root, as
/// percent-encoded URI references (SARIF `artifactLocation.uri`).
package enum SourcePath {
    public static func absolute(_ path: String) -> String {
        let base = FileManager.default.currentDirectoryPath
        let full = path.hasPrefix("/") ? path : base + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    /// `file` relative to `root` ("scenarios/signup.json"), or nil when it is outside it.
    public static func relative(_ file: String, to root: String) -> String? {
        let path = absolute(file)
        let base = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : nil
    }

    /// The path as annotations show it: relative to `root` when inside it, else absolute.
    static func display(_ file: String, root: String) -> String {
        relative(file, to: root) ?? absolute(file)
    }

    /// Every byte but the unreserved characters and "/" percent-encoded
    /// (RFC 3986), so spaces, "%" and non-ASCII names make valid references.
    public static func uriEncoded(_ path: String) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// A `file:` URI of a folder, ending in "/" as SARIF's `uriBaseId` targets must.
    static func folderURI(_ folder: String) -> String {
        "file://" + uriEncoded(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
