import Foundation

/// Finds the Chromium executable: the one named on request, else the first
/// `chromium` (Debian's package) or `chromium-browser` on PATH.
enum BrowserLocator {
    static let package = "chromium"

    static func locate(_ requested: String?,
                       searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws(ImportError) -> String {
        let manager = FileManager.default
        if let requested {
            if manager.isExecutableFile(atPath: requested) { return requested }
            throw .runtime("the browser \(requested) is not an executable file")
        }
        let path = searchPath ?? "/usr/local/bin:/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if manager.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        throw .runtime("importing a web page needs Chromium, which is not installed: install the Debian package "
            + "'\(package)' (sudo apt-get install \(package), or 'make deps')")
    }
}
