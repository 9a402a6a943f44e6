import FocusCost

/// The replication CSV of a population run with a `person` column added
/// last: row r of R replications per person belongs to person r / R, and its
/// `replication` value is the index of its random stream.
enum PeopleCSV {
    static func render(_ estimates: [Estimate], replicationsPerPerson: Int) throws(ReportError) -> String {
        var text = ReplicationCSV.columns.joined(separator: ",") + ",person\n"
        for estimate in estimates {
            let rows = records(of: try ReplicationCSV.render([estimate]))
            for (index, row) in rows.dropFirst().enumerated() {
                text += row + "," + String(index / replicationsPerPerson) + "\n"
            }
        }
        return text
    }

    /// The CSV's records, split at line feeds outside quoted fields.
    private static func records(of csv: String) -> [String] {
        var records: [String] = []
        var current = ""
        var quoted = false
        for character in csv {
            if character == "\"" { quoted.toggle() }
            if character == "\n" && !quoted {
                records.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return records
    }
}
