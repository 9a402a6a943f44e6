import FocusStats

extension ProfileDecoder {
    /// Refuses a profile that keeps the people of the population it builds on
    /// and changes a value they draw for every person: each person's draw
    /// replaces it, so `--people` would run the old population as if the
    /// change had not been written. Values it keeps as they were change
    /// nothing (a sweep rewrites a whole distribution to change one of its
    /// parameters). A profile that gives its own `people` sets its typical
    /// person and its spreads together, as `calibrate` writes one.
    static func refuseDrawnValues(_ node: InputNode, named name: String, builtOn start: UserProfile,
                                  people: PeopleVariation?) throws(InputError) {
        let members = try node.anyObject()
        guard let people, members.optional("people") == nil else { return }
        let source = try members.optional("base")?.nonEmptyString() ?? name
        for (key, member) in members.members where key != "base" && key != "kind" {
            try refuseDrawnLeaves(member, target: [key], builtOn: start.jsonValue[key], people: people,
                                  name: name, source: source)
        }
    }

    /// Each number, name or null under `node` (at `target`) that differs from
    /// `builtOn`, the same place in the profile it builds on, is checked.
    private static func refuseDrawnLeaves(_ node: InputNode, target: [String], builtOn: JSONValue?,
                                          people: PeopleVariation, name: String, source: String) throws(InputError) {
        if case .object = node.value {
            for (key, member) in try node.anyObject().members {
                try refuseDrawnLeaves(member, target: target + [key], builtOn: builtOn?[key], people: people,
                                      name: name, source: source)
            }
            return
        }
        guard node.value != builtOn, let drawn = people.drawnParameter(at: target) else { return }
        let spread = JSONValue.object([(key: drawn.key, value: drawn.distribution.jsonValue)]).serialized(pretty: false)
        throw node.failure("population \(quoted(name)) draws \(drawn.key) anew for each person (\"people\" of "
            + "\(quoted(source)): \(spread)), so no person would have this value; to move the people, give this "
            + "profile its own \"people\" (it replaces the inherited one whole) with \(centre(of: drawn.distribution)), "
            + "or \"people\": null for a profile of one person")
    }

    /// How to move a spread's people: the parameter that sets its median (or mean) person.
    private static func centre(of distribution: PersonDistribution) -> String {
        switch distribution {
        case .fixed: "that fixed value changed"
        case .normal: "that normal's mean set to the median person's value"
        case .lognormal: "that lognormal's mu set to the log of the median person's value"
        case .logitNormal: "that logitNormal's mu set to the logit of the median person's value"
        case .beta: "that beta's a and b set so that a / (a + b) is the mean person's value"
        }
    }
}
