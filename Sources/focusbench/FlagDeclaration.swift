/// A flag without a value, such as `--help`: the names that mean it (the
/// first is the one suggestions offer), how help shows it and what it does.
struct FlagDeclaration: Sendable {
    let names: [String]
    let label: String
    let help: String

    static let helpFlag = FlagDeclaration(names: ["--help", "-h"], label: "-h, --help", help: "Show this help")
    static let versionFlag = FlagDeclaration(names: ["--version"], label: "--version", help: "Print the version")

    /// The name "did you mean" offers.
    var name: String { names[0] }
}
