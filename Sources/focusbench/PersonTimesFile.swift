import FocusModel

/// Measured reaction times of several people: a CSV whose header has a
/// `person` column and a times column (`--column NAME`, or the one other
/// column). People keep the order in which the file first names them.
struct PersonTimesFile {
    static let personColumn = "person"

    let groups: [(name: String, times: [Double])]

    /// The people's times in seconds, or nil when the file's header has no `person` column.
    static func read(path: String, column: String?, milliseconds: Bool) throws -> PersonTimesFile? {
        let text = try MeasuredTimesText(path: path, milliseconds: milliseconds)
        let lines = text.lines
        guard let headerIndex = lines.indices.first else { return nil }
        let header = MeasuredTimesText.fields(lines[headerIndex])
        guard let personIndex = header.firstIndex(of: personColumn) else { return nil }
        let timesIndex: Int
        if let column {
            guard let found = header.firstIndex(of: column) else {
                throw text.failure(headerIndex + 1, "no column '\(column)' in the header; columns: "
                    + header.joined(separator: ", "))
            }
            timesIndex = found
        } else {
            guard header.count == 2 else {
                throw text.failure(headerIndex + 1, "\(header.count) columns; "
                    + "choose the times with --column NAME")
            }
            timesIndex = 1 - personIndex
        }
        var names: [String] = []
        var times: [String: [Double]] = [:]
        for (index, line) in lines.enumerated().dropFirst(headerIndex + 1) {
            let row = MeasuredTimesText.fields(line)
            guard row.count == header.count else {
                throw text.failure(index + 1, "\(row.count) fields; the header has \(header.count)")
            }
            let person = row[personIndex]
            guard !person.isEmpty else { throw text.failure(index + 1, "the person is empty") }
            // Read as the one-column file reads its times, so both forms accept the same ones.
            let value = try text.seconds(row[timesIndex], line: index + 1)
            if times[person] == nil { names.append(person) }
            times[person, default: []].append(value)
        }
        return PersonTimesFile(groups: names.map { ($0, times[$0]!) })
    }
}
