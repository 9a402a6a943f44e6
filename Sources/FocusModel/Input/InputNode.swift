/// A JSON value with its place in an input file. Every read checks the
/// value's type and range and, when they are wrong, throws an `InputError`
/// that names the file and the path.
package struct InputNode {
    public let value: JSONValue
    let path: JSONPath
    let file: String

    public func failure(_ message: String) -> InputError {
        InputError(file: file, path: path.description, message: message)
    }

    // MARK: - Containers

    /// The object's members, after refusing any key not in `allowedKeys`.
    public func object(allowedKeys: [String]) throws(InputError) -> InputObject {
        let object = try anyObject()
        for (key, node) in object.members where !allowedKeys.contains(key) {
            throw node.failure("unknown key \(quoted(key)); allowed keys: \(allowedKeys.joined(separator: ", "))")
        }
        return object
    }

    /// An object whose keys are names chosen by the user (orders, profiles).
    public func anyObject() throws(InputError) -> InputObject {
        guard case let .object(members) = value else { throw typeMismatch("an object") }
        return InputObject(node: self, members: members.map { member in
            (member.key, InputNode(value: member.value, path: path.appending(key: member.key), file: file))
        })
    }

    public func array() throws(InputError) -> [InputNode] {
        guard case let .array(items) = value else { throw typeMismatch("an array") }
        return items.enumerated().map { index, item in
            InputNode(value: item, path: path.appending(index: index), file: file)
        }
    }

    public func nonEmptyArray(of what: String) throws(InputError) -> [InputNode] {
        let items = try array()
        if items.isEmpty { throw failure("must list at least one \(what)") }
        return items
    }

    // MARK: - Scalars

    public func string() throws(InputError) -> String {
        guard case let .string(s) = value else { throw typeMismatch("a string") }
        return s
    }

    public func nonEmptyString() throws(InputError) -> String {
        let s = try string()
        if s.isEmpty { throw failure("must not be empty") }
        return s
    }

    /// An id or a name: not empty, and nothing in it hidden (`MessageText.isHidden`).
    /// Every text output prints ids and names as they are, so a control
    /// character in one (an escape sequence from a captured page's id) would
    /// reach the terminal or the CI log.
    public func identifier() throws(InputError) -> String {
        let s = try nonEmptyString()
        try checkIdentifier(s)
        return s
    }

    /// The same for a name that is this node's key (an order's, a profile's).
    public func checkIdentifier(_ name: String, what: String = "an id or name") throws(InputError) {
        if name.isEmpty { throw failure("\(what) must not be empty") }
        if let hidden = name.unicodeScalars.first(where: MessageText.isHidden) {
            throw failure("\(what) may not hold a control or invisible character; \(quoted(name)) "
                + "has U+\(String(hidden.value, radix: 16, uppercase: true))")
        }
    }

    /// One of the raw values of `type`, naming the allowed ones when it is not.
    public func choice<Choice: RawRepresentable & CaseIterable>(
        _ type: Choice.Type
    ) throws(InputError) -> Choice where Choice.RawValue == String {
        let s = try string()
        guard let choice = Choice(rawValue: s) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw failure("unknown value \(quoted(s)); allowed values: \(allowed)")
        }
        return choice
    }

    public func finiteNumber() throws(InputError) -> Double {
        guard case let .number(n) = value else { throw typeMismatch("a number") }
        // The parser turns numerals beyond the range of a Double into infinity.
        if !n.isFinite { throw failure("must be a finite number; this one is too large to represent") }
        return n
    }

    public func nonNegativeNumber() throws(InputError) -> Double {
        let n = try finiteNumber()
        if n < 0 { throw failure("must not be negative, found \(JSONValue.format(n))") }
        return n
    }

    public func positiveNumber() throws(InputError) -> Double {
        let n = try finiteNumber()
        if n <= 0 { throw failure("must be greater than 0, found \(JSONValue.format(n))") }
        return n
    }

    public func probability() throws(InputError) -> Double {
        let n = try finiteNumber()
        if !(0...1).contains(n) { throw failure("must be a probability in [0, 1], found \(JSONValue.format(n))") }
        return n
    }

    /// A whole number in `range`. The upper bound keeps conversions to `Int`
    /// safe and catches numbers that can only be typing mistakes.
    public func integer(in range: ClosedRange<Int>) throws(InputError) -> Int {
        let n = try finiteNumber()
        if n != n.rounded(.towardZero) { throw failure("must be a whole number, found \(JSONValue.format(n))") }
        guard n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            if n < 0, range.lowerBound >= 0 { throw failure("must not be negative, found \(JSONValue.format(n))") }
            throw failure("must be between \(range.lowerBound) and \(range.upperBound), found \(JSONValue.format(n))")
        }
        return Int(n)
    }

    public var isNull: Bool { value.isNull }

    private func typeMismatch(_ expected: String) -> InputError {
        failure("expected \(expected), found \(value.kindDescription)")
    }
}

/// An object's members as nodes, in file order.
package struct InputObject {
    public let node: InputNode
    public let members: [(key: String, node: InputNode)]

    public var isEmpty: Bool { members.isEmpty }

    public func optional(_ key: String) -> InputNode? {
        members.first { $0.key == key }?.node
    }

    public func required(_ key: String) throws(InputError) -> InputNode {
        guard let found = optional(key) else { throw node.failure("missing required key \(quoted(key))") }
        return found
    }
}

extension JSONValue {
    /// What kind of value this is, for "expected …, found …" messages.
    var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
