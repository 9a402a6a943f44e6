import FocusCost

/// The replication CSV of a population run with a `person` column added
/// last: row r of R replications per person belongs to person r / R, and its
/// `replication` value is the index of its random stream.
enum PeopleCSV {
    static func render(_ estimates: [Estimate], replicationsPerPerson: Int) throws(ReportError) -> String {
        var text = ""
        try ReplicationCSV.write(estimates, replicationsPerPerson: replicationsPerPerson) { text += $0 }
        return text
    }
}
