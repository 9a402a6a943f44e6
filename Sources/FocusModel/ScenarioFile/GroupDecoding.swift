extension ScenarioLoader {
    /// The `groups` array. A group names at least one known element, and an
    /// element belongs to at most one group, since a platform container holds
    /// each view once. Group ids are unique and differ from element ids, so an
    /// id in a report or an error always means one thing.
    ///
    /// Orders need not list a group's members next to each other: group
    /// scanning places the group where its first member appears (iOS sorts a
    /// grouped container's children and places the container as one unit).
    static func decodeGroups(_ node: InputNode, elements: [Element]) throws(InputError) -> [Group] {
        let elementIDs = elements.map(\.id)
        let knownIDs = Set(elementIDs)
        var groupIndexByID: [String: Int] = [:]
        var memberPathByID: [String: (group: String, path: JSONPath)] = [:]
        var groups: [Group] = []
        for (index, item) in try node.array().enumerated() {
            let object = try item.object(allowedKeys: ["id", "members"])
            let idNode = try object.required("id")
            let id = try idNode.identifier()
            if let first = groupIndexByID[id] {
                throw idNode.failure("duplicate group id \(quoted(id)); first used at \(node.path.appending(index: first))")
            }
            if knownIDs.contains(id) {
                throw idNode.failure("group id \(quoted(id)) is also an element id; group ids must differ from element ids")
            }
            groupIndexByID[id] = index
            var members: [String] = []
            for member in try object.required("members").nonEmptyArray(of: "member") {
                let memberID = try member.nonEmptyString()
                guard knownIDs.contains(memberID) else {
                    throw member.failure("unknown element id \(quoted(memberID)); element ids: \(listed(elementIDs))")
                }
                if let earlier = memberPathByID[memberID] {
                    let owner = earlier.group == id ? "this group" : "group \(quoted(earlier.group))"
                    throw member.failure("element \(quoted(memberID)) is already a member of \(owner), at \(earlier.path)")
                }
                memberPathByID[memberID] = (id, member.path)
                members.append(memberID)
            }
            groups.append(Group(id: id, memberIDs: members))
        }
        return groups
    }
}
