import FocusCost
import FocusModel
import FocusSimulation

/// The JSON form of a report (docs/report-format.md): everything the HTML
/// shows, as numbers. `schemaVersion` changes only when a key is renamed or
/// removed or its meaning changes; new keys may appear within a version.
package enum ReportSchemaJSON {
    public static let schemaVersion = 1

    public static func value(of document: ReportDocument) -> JSONValue {
        let distributions = CellDistribution.of(document.cells)
        let value: JSONValue = [
            "schemaVersion": .number(Double(schemaVersion)),
            "kind": "focusbench-report",
            "scenario": scenario(document),
            "settings": settings(document),
            "orders": .array(document.orders.map(JSONValue.string)),
            "users": .array(document.users.map(JSONValue.string)),
            "baseline": .string(document.baseline),
            "cells": .array(zip(document.cells, distributions).map(cell)),
            "comparisons": .array(document.comparisons.map { comparison($0, baseline: document.baseline) }),
            "stored": document.stored.map(stored) ?? .null,
            "budgetViolations": .array(document.budgetViolations.map(JSONValue.string)),
        ]
        guard case var .object(members) = value else { return value }
        if let shipped = document.shipped {
            members.append((key: "asShipped", value: .array(document.users.compactMap { user in
                shipped[user].map { ["user": .string(user), "order": .string($0.order), "sentence": .string($0.sentence)] }
            })))
        }
        if let capture = document.capture { members.append((key: "before", value: capture.json)) }
        if !document.people.isEmpty { members.append((key: "people", value: ReportPeople.json(document.people))) }
        return .object(members)
    }

    public static func render(_ document: ReportDocument) -> String {
        value(of: document).serialized(pretty: true) + "\n"
    }

    private static func scenario(_ document: ReportDocument) -> JSONValue {
        let scenario = document.scenario
        return [
            "name": .string(scenario.name),
            "contentHash": .string(identity(of: document).contentHash),
            "file": .string(document.scenarioFile),
            "platform": .string(scenario.platform.rawValue),
            "screen": scenario.screen.map { ["width": .number($0.width), "height": .number($0.height)] } ?? .null,
            "elements": .array(scenario.elements.map { element in
                [
                    "id": .string(element.id),
                    "role": .string(element.role.rawValue),
                    "label": .string(element.label),
                    "frame": element.frame.map {
                        ["x": .number($0.x), "y": .number($0.y), "width": .number($0.width), "height": .number($0.height)]
                    } ?? .null,
                ]
            }),
            "orders": .array(scenario.orders.filter { document.orders.contains($0.name) }.map {
                ["name": .string($0.name), "elements": .array($0.elementIDs.map(JSONValue.string))]
            }),
            "task": .array(scenario.task.enumerated().map { index, step in
                ["step": .number(Double(index + 1)), "target": .string(step.target),
                 "characters": .number(Double(step.characters))]
            }),
        ]
    }

    /// The scenario's name and the hash of what the report says about its
    /// screen and task; `report --against` compares it with the stored one.
    public static func identity(of document: ReportDocument) -> ScenarioIdentity {
        identity(of: document.scenario)
    }

    /// The identity a report of `scenario` would store, for runs that write no report (`check`).
    public static func identity(of scenario: Scenario) -> ScenarioIdentity {
        var parts: [JSONValue] = [.string(scenario.platform.rawValue)]
        parts.append(scenario.screen.map { .array([.number($0.width), .number($0.height)]) } ?? .null)
        for element in scenario.elements {
            let frame = element.frame.map { JSONValue.array([.number($0.x), .number($0.y), .number($0.width),
                                                             .number($0.height)]) } ?? .null
            parts.append(.array([.string(element.id), .string(element.role.rawValue), .string(element.label), frame]))
        }
        for step in scenario.task {
            parts.append(.array([.string(step.target), .number(Double(step.characters))]))
        }
        return ScenarioIdentity(name: scenario.name, describedBy: parts)
    }

    private static func settings(_ document: ReportDocument) -> JSONValue {
        [
            // The command line refuses seeds above 2^53, so the number is exact.
            "seed": .number(Double(document.settings.seed)),
            "replications": .number(Double(document.settings.replications)),
            "threads": .number(Double(document.settings.threads)),
            "maxSeconds": .number(document.settings.maxSeconds),
            "timelineReplications": .number(Double(document.timelineSettings.replications)),
            "failIfSlowerPercent": .number(orNull: document.budgetPercent),
        ]
    }

    private static func cell(_ cell: ReportDocument.Cell, _ distribution: CellDistribution) -> JSONValue {
        let estimate = cell.estimate
        let summary = estimate.summary
        return [
            "order": .string(cell.order),
            "user": .string(cell.user),
            "model": .string(estimate.model.name),
            "mean": .number(summary.mean),
            "sd": .number(summary.sd),
            "standardError": .number(summary.standardError),
            "ci95": EstimateJSON.interval(summary.ci95),
            "median": .number(summary.median),
            "p90": .number(summary.p90),
            "p95": .number(summary.p95),
            "min": .number(summary.min),
            "max": .number(summary.max),
            "categories": .array(estimate.model.categories.map { .string($0.name) }),
            "breakdown": breakdown(estimate.breakdown, estimate.model.categories),
            "counts": .object(estimate.model.counts.map { (key: $0.name, value: .number(Double(estimate.counts[$0]))) }
                + [(key: "capped", value: .number(Double(estimate.counts.capped)))]),
            "targets": .array(estimate.targets.map(EstimateJSON.target)),
            "histogram": [
                "start": .number(distribution.start),
                "binWidth": .number(distribution.binWidth),
                "counts": .array(distribution.counts.map { .number(Double($0)) }),
            ],
            "percentiles": .array(distribution.percentiles.map(JSONValue.number)),
            "timeline": .array(cell.timeline.map { step in
                [
                    "step": .number(Double(step.step + 1)),
                    "target": .string(step.target),
                    "total": .number(step.total),
                    "breakdown": breakdown(step.breakdown, estimate.model.categories),
                ]
            }),
        ]
    }

    private static func breakdown(_ breakdown: TimeBreakdown, _ categories: [TimeCategory]) -> JSONValue {
        .object(breakdown.listing(categories).map { (key: $0.name, value: .number($0.seconds)) })
    }

    private static func comparison(_ comparison: ReportDocument.BaselineComparison, baseline: String) -> JSONValue {
        [
            "order": .string(comparison.order),
            "user": .string(comparison.user),
            "baseline": .string(baseline),
            "difference": [
                "mean": .number(comparison.difference.mean),
                "ci95": EstimateJSON.interval(comparison.difference.ci95),
                "pValue": .number(comparison.difference.pValue),
                "probabilityFaster": .number(comparison.difference.probabilityAFaster),
            ],
            "relative": relative(comparison.relative),
            "exceedsBudget": comparison.exceedsBudget.map(JSONValue.bool) ?? .null,
            "budgetVerdict": comparison.budget.map { .string($0.name) } ?? .null,
        ]
    }

    private static func relative(_ relative: RelativeDifference) -> JSONValue {
        ["estimate": .number(relative.estimate), "ci95": EstimateJSON.interval(relative.ci95)]
    }

    private static func stored(_ stored: StoredComparison) -> JSONValue {
        [
            "file": .string(stored.file),
            "scenario": .string(stored.storedScenario),
            "rows": .array(stored.rows.map { row in
                [
                    "order": .string(row.order),
                    "user": .string(row.user),
                    "storedMean": .number(row.storedMean),
                    "storedStandardError": .number(row.storedStandardError),
                    "currentMean": .number(row.currentMean),
                    "currentStandardError": .number(row.currentStandardError),
                    "relative": relative(row.relative),
                    "exceedsBudget": row.exceedsBudget.map(JSONValue.bool) ?? .null,
                    "budgetVerdict": row.budget.map { .string($0.name) } ?? .null,
                ]
            }),
        ]
    }
}
