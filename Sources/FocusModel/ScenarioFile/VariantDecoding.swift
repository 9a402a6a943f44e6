extension ScenarioLoader {
    /// The `variants` array: `{"name", "weight", "task"}` objects with unique
    /// non-empty names, positive weights and tasks in the format of `task`.
    /// Every order must include every variant's targets, for the same reason
    /// it must include the main task's.
    static func decodeVariants(_ node: InputNode, elements: [Element],
                               orders: [NamedOrder]) throws(InputError) -> [TaskVariant] {
        var variants: [TaskVariant] = []
        var firstByName: [String: JSONPath] = [:]
        for item in try node.nonEmptyArray(of: "variant") {
            let object = try item.object(allowedKeys: ["name", "weight", "task"])
            let nameNode = try object.required("name")
            let name = try nameNode.identifier()
            if let first = firstByName[name] {
                throw nameNode.failure("duplicate variant name \(quoted(name)); first at \(first)")
            }
            firstByName[name] = item.path
            let weight = try object.required("weight").positiveNumber()
            let steps = try decodeTask(object.required("task"), elements: elements)
            for located in steps {
                for order in orders where !order.elementIDs.contains(located.step.target) {
                    throw InputError(file: item.file, path: located.path.description,
                                     message: "order \(quoted(order.name)) does not include \(quoted(located.step.target)); every order must include every task target")
                }
            }
            variants.append(TaskVariant(name: name, weight: weight, task: steps.map(\.step)))
        }
        return variants
    }
}
