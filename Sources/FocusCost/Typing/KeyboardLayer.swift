/// One face of a keyboard (letters, numbers, symbols): rows of keys, top to bottom.
package struct KeyboardLayer: Sendable, Equatable {
    public var name: String
    public var rows: [[KeyboardKey]]

    public init(name: String, rows: [[KeyboardKey]]) {
        self.name = name
        self.rows = rows
    }

    /// Where a key sits: 0-based row, and column within the row.
    public struct Place: Sendable, Equatable, Hashable {
        public var row: Int
        public var column: Int
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    public func key(at place: Place) -> KeyboardKey { rows[place.row][place.column] }

    /// Every key with its place, row by row, in scan order.
    public var places: [Place] {
        rows.indices.flatMap { r in rows[r].indices.map { Place(row: r, column: $0) } }
    }

    /// The first key of `kind`, scanning row by row.
    public func place(of kind: KeyKind) -> Place? {
        firstPlace { $0.kind == kind }
    }

    /// The first key that types `character`.
    public func place(typing character: Character) -> Place? {
        firstPlace { $0.kind.typed == character }
    }

    /// The first key, row by row, that `matches`; without building `places`,
    /// as typing plans ask this for every character.
    private func firstPlace(where matches: (KeyboardKey) -> Bool) -> Place? {
        for (r, row) in rows.enumerated() {
            if let c = row.firstIndex(where: matches) { return Place(row: r, column: c) }
        }
        return nil
    }

    /// The first key that shows layer `name`.
    public func place(switchingTo name: String) -> Place? { place(of: .layer(name)) }
}
