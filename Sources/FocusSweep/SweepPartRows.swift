import FocusModel

/// Reads the rows of a part file and checks each against the specification
/// the part carries, as the shard wrote them: one row per cell the part
/// lists and per order, in that order; the columns of `SweepRowLayout`
/// with values of their kinds; the cell's scenario, seed and setting; a
/// known status; results only where the status is `ok`; `versus` and
/// `fastest` as the run sets them. Each refusal names the file and the
/// JSON path of the value at fault.
struct SweepPartRows {
    let spec: SweepSpecification
    let layout: SweepRowLayout

    init(_ spec: SweepSpecification) {
        self.spec = spec
        layout = SweepRowLayout(spec)
    }

    /// The rows of `cells`, read from `node` (the part's `rows`). Without
    /// `--orders` each scenario runs its own first order, which the
    /// specification does not name: `firstOrders` holds the order each
    /// scenario's rows so far give (over all parts), and every other row of
    /// the scenario must give the same.
    func read(_ node: InputNode, cells: [Int], firstOrders: inout [Int: String]) throws(InputError) -> [SweepRow] {
        let items = try node.array()
        let perCell = spec.orders?.count ?? 1
        guard items.count == cells.count * perCell else {
            throw node.failure("holds \(items.count) rows, but the part's \(cells.count) cells in \(perCell) "
                + "order\(perCell == 1 ? "" : "s") make \(cells.count * perCell)")
        }
        var rows: [SweepRow] = []
        for (position, cellIndex) in cells.enumerated() {
            let cell = spec.cell(cellIndex)
            let nodes = Array(items[(position * perCell)..<((position + 1) * perCell)])
            var cellRows: [(node: InputObject, row: SweepRow)] = []
            for (orderPosition, item) in nodes.enumerated() {
                let members = try columns(of: item)
                let order = try members.required(SweepColumn.order)
                let given = try order.string()
                let expected = spec.orders?[orderPosition] ?? firstOrders[cell.scenarioIndex] ?? given
                try checkIdentity(members, cell: cell, order: expected)
                if spec.orders == nil { firstOrders[cell.scenarioIndex] = expected }
                let row = SweepRow(cell: cell.index, columns: members.members.map { (key: $0.key, value: $0.node.value) })
                try checkResults(members, row)
                cellRows.append((members, row))
            }
            try checkComparison(cellRows)
            rows += cellRows.map(\.row)
        }
        return rows
    }

    /// The row's members, once they are exactly the layout's columns, in
    /// its order, each holding a value of its kind.
    private func columns(of item: InputNode) throws(InputError) -> InputObject {
        let members = try item.anyObject()
        let expected = layout.columns.map(\.key)
        for (key, node) in members.members where !expected.contains(key) {
            throw node.failure("unknown column '\(key)'")
        }
        if let missing = expected.first(where: { members.optional($0) == nil }) {
            throw item.failure("missing column '\(missing)'")
        }
        if let place = expected.indices.first(where: { members.members[$0].key != expected[$0] }) {
            throw members.members[place].node.failure("column out of place: sweep writes '\(expected[place])' here")
        }
        for ((_, node), column) in zip(members.members, layout.columns) {
            try check(node, is: column.kind)
        }
        return members
    }

    private func check(_ node: InputNode, is kind: SweepRowLayout.Kind) throws(InputError) {
        switch kind {
        case .text: _ = try node.string()
        case .wholeNumber: _ = try node.integer(in: 0...(1 << 53 - 1))
        case .setting: break
        case .optionalText: if !node.isNull { _ = try node.string() }
        case .optionalWholeNumber: if !node.isNull { _ = try node.integer(in: 0...(1 << 53 - 1)) }
        case .optionalNumber: if !node.isNull { _ = try node.finiteNumber() }
        case .optionalRate: if !node.isNull { _ = try node.probability() }
        case .optionalFlag:
            guard node.isNull || { if case .bool = node.value { true } else { false } }() else {
                throw node.failure("expected true, false or null")
            }
        }
    }

    /// The row belongs where it stands: its cell, that cell's scenario,
    /// seed and setting, and the order the specification lists there.
    private func checkIdentity(_ members: InputObject, cell: SweepCell, order: String) throws(InputError) {
        let stated = try members.required(SweepColumn.cell)
        guard stated.value == .number(Double(cell.index)) else {
            throw stated.failure("is cell \(SweepCell.text(stated.value)) where the part's cells put cell "
                + "\(cell.index) (one row per cell and order, in the part's order)")
        }
        try expect(members, SweepColumn.scenario, .string(spec.scenarios[cell.scenarioIndex].name), cell)
        try expect(members, SweepColumn.seed, .number(Double(cell.seed)), cell)
        for (key, value) in zip(spec.varied, cell.values) { try expect(members, key.key, value, cell) }
        try expect(members, SweepColumn.order, .string(order), cell)
        let status = try members.required(SweepColumn.status)
        guard [SweepColumn.feasible, SweepColumn.infeasible].contains(try status.string()) else {
            throw status.failure("unknown status '\(try status.string())'; a row's status is "
                + "\(SweepColumn.feasible) or \(SweepColumn.infeasible)")
        }
    }

    private func expect(_ members: InputObject, _ key: String, _ value: JSONValue,
                        _ cell: SweepCell) throws(InputError) {
        let node = try members.required(key)
        guard node.value == value else {
            throw node.failure("is \(node.value.serialized(pretty: false)), but cell \(cell.index) of this sweep has "
                + value.serialized(pretty: false))
        }
    }

    /// An `ok` row has its results and no reason; an infeasible row a
    /// reason and no results.
    private func checkResults(_ members: InputObject, _ row: SweepRow) throws(InputError) {
        let feasible = row.text(SweepColumn.status) == SweepColumn.feasible
        let reason = try members.required(SweepColumn.reason)
        if feasible != reason.isNull {
            throw reason.failure(feasible ? "must be null in an \(SweepColumn.feasible) row"
                : "must give the reason of an \(SweepColumn.infeasible) row")
        }
        let required = [SweepColumn.replications, SweepColumn.mean]
        for key in layout.results {
            let node = try members.required(key)
            if !feasible, !node.isNull { throw node.failure("must be null in an \(SweepColumn.infeasible) row") }
            if feasible, node.isNull, required.contains(key) {
                throw node.failure("must not be null in an \(SweepColumn.feasible) row")
            }
        }
    }

    /// The orders of one cell: differences against the cell's first
    /// feasible order, and `fastest` on the order the run would mark.
    private func checkComparison(_ rows: [(node: InputObject, row: SweepRow)]) throws(InputError) {
        let feasible = rows.filter { $0.row.text(SweepColumn.status) == SweepColumn.feasible }
        let baseline = feasible.first?.row.text(SweepColumn.order)
        let orders = rows.compactMap { $0.row.text(SweepColumn.order) }
        let fastest = CellRun.fastestColumn(feasible.map { item in
            (order: item.row.text(SweepColumn.order)!, mean: item.row.number(SweepColumn.mean)!,
             capped: (item.row.number(SweepColumn.cappedRate) ?? 0) > 0)
        })
        let named = fastest.first { $0.value == .bool(true) }?.key
        for (members, row) in rows {
            let versus = try members.required(SweepColumn.versus)
            let order = row.text(SweepColumn.order)
            if rows.count == 1 || row.text(SweepColumn.status) == SweepColumn.feasible {
                let expected: JSONValue = rows.count == 1 ? .null : .string(baseline!)
                guard versus.value == expected else {
                    throw versus.failure("is \(versus.value.serialized(pretty: false)), but the cell's differences are "
                        + "against \(expected.serialized(pretty: false))")
                }
            } else if let named = row.text(SweepColumn.versus), !orders.contains(named) {
                throw versus.failure("names '\(named)', which is not an order of this sweep")
            }
            if order == baseline || row.text(SweepColumn.status) != SweepColumn.feasible {
                for key in [SweepColumn.difference, SweepColumn.differenceLow, SweepColumn.differenceHigh,
                            SweepColumn.pValue] {
                    let node = try members.required(key)
                    if !node.isNull { throw node.failure("must be null: the row is not compared with another order") }
                }
            }
            if row.text(SweepColumn.status) == SweepColumn.feasible {
                let node = try members.required(SweepColumn.fastest)
                let expected = order.flatMap { fastest[$0] } ?? .null
                guard node.value == expected else {
                    throw node.failure("must be \(expected.serialized(pretty: false)): " + (named.map {
                        "the cell's fastest order is '\($0)' (the lowest mean, the first given on a tie)"
                    } ?? "the cell's lowest mean is a lower bound (its cappedRate is above 0), so no order is fastest"))
                }
            }
        }
    }
}
