/// The formats of the commands that gate a build (`lint`, `check`): text
/// to read, JSON for scripts, and what CI systems read.
public enum FindingsFormat: String, Sendable, CaseIterable {
    case text
    case json
    /// JUnit XML, which test-result viewers read.
    case junit
    /// SARIF 2.1.0, which code-scanning dashboards read.
    case sarif
    /// GitHub Actions workflow commands (`::error file=...::`), shown as annotations.
    case github
}
