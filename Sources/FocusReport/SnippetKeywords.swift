/// Words a platform's language reserves, which an element id cannot be
/// used as unchanged.
enum SnippetKeywords {
    /// Swift's keywords (The Swift Programming Language, "Lexical Structure",
    /// keywords used in declarations, statements, expressions and types, and
    /// patterns). Contextual ones are included where harmless: backticks are
    /// allowed around any name.
    static let swift: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Java's reserved keywords and literals (Java Language Specification,
    /// section 3.9, and 3.10.3 to 3.10.8), plus "_", reserved since Java 9.
    static let java: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
        "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for",
        "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new",
        "package", "private", "protected", "public", "return", "short", "static", "strictfp", "super",
        "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile", "while",
        "true", "false", "null", "_",
    ]
}
