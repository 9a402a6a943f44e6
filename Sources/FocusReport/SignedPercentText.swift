extension NumberText {
    /// A relative difference as a signed percentage with one decimal ("+12.3%", "-4.0%").
    static func signedPercent(_ share: Double) -> String {
        let text = percent(share)
        return text.hasPrefix("-") || !share.isFinite || text == "0.0%" ? text : "+" + text
    }
}
