extension ScenarioLoader {
    /// The `traps` array. Members are elements of the screen (not of dialogs,
    /// whose own focus containment is `modal`); the exit is one of them.
    static func decodeTraps(_ node: InputNode, elements: [Element],
                            takenIDs: inout Set<String>) throws(InputError) -> [FocusTrap] {
        let screenIDs = elements.map(\.id)
        let known = Set(screenIDs)
        let disabled = Set(elements.filter(\.disabled).map(\.id))
        var trapOf: [String: String] = [:]
        var traps: [FocusTrap] = []
        for item in try node.array() {
            let object = try item.object(allowedKeys: ["id", "members", "exit"])
            let idNode = try object.required("id")
            let id = try idNode.identifier()
            if takenIDs.contains(id) || known.contains(id) {
                throw idNode.failure("id \(quoted(id)) is already used; trap ids must differ from every other id")
            }
            takenIDs.insert(id)
            var members: [String] = []
            for member in try object.required("members").nonEmptyArray(of: "member") {
                let memberID = try member.nonEmptyString()
                guard known.contains(memberID) else {
                    throw member.failure("unknown element id \(quoted(memberID)); trap members are elements of "
                        + "the screen: \(listed(screenIDs))")
                }
                if let owner = trapOf[memberID] {
                    throw member.failure("element \(quoted(memberID)) is already in trap \(quoted(owner))")
                }
                trapOf[memberID] = id
                members.append(memberID)
            }
            let exit: String? = try object.optional("exit").flatMap { node throws(InputError) -> String? in
                if node.isNull { return nil }
                let exitID = try node.nonEmptyString()
                guard members.contains(exitID) else {
                    throw node.failure("the exit \(quoted(exitID)) must be one of the trap's members: \(listed(members))")
                }
                // Leaving the trap is an activation like a task step's, which a
                // disabled control cannot take: such a trap has no exit.
                if disabled.contains(exitID) {
                    throw node.failure("the exit \(quoted(exitID)) is disabled; a disabled control cannot be activated, "
                        + "so focus could never leave (write \"exit\": null for a trap without an exit)")
                }
                return exitID
            }
            traps.append(FocusTrap(id: id, memberIDs: members, exit: exit))
        }
        return traps
    }
}
