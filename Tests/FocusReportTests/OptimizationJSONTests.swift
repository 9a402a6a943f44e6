import FocusModel
@testable import FocusOptimizer
import FocusReport
import XCTest

final class OptimizationJSONTests: XCTestCase {
    func testKeysInDocumentedOrderWithTheirValues() throws {
        let json = OptimizationJSON.value(of: OptimizationFixtures.report())
        XCTAssertEqual(json.objectValue?.map(\.key), [
            "order", "expectedTime", "reference", "referenceExpectedTime", "improvement", "provenOptimal", "method",
            "evaluations", "elapsedSeconds", "bindingConstraints", "seed", "mix", "scenario", "replications",
            "referenceViolations", "notes",
        ])
        XCTAssertEqual(json["order"], ["title", "password", "email", "submit"])
        XCTAssertEqual(json["expectedTime"], 17.5)
        XCTAssertEqual(json["reference"], "visual")
        XCTAssertEqual(json["referenceExpectedTime"], 20)
        XCTAssertEqual(json["improvement"], ["mean": 2.5, "ci95": [2.25, 2.75], "percent": 12.5])
        XCTAssertEqual(json["provenOptimal"], true)
        XCTAssertEqual(json["method"], "exact (dynamic programming over subsets)")
        XCTAssertEqual(json["evaluations"], 24)
        XCTAssertEqual(json["elapsedSeconds"], 0.125)
        XCTAssertEqual(json["seed"], 7)
        XCTAssertEqual(json["mix"], ["ios-switch-control": 1])
        XCTAssertEqual(json["replications"], 1000)
        XCTAssertNil(json["writtenOrder"])
    }

    func testBindingConstraintIsJSONAgain() throws {
        let json = OptimizationJSON.value(of: OptimizationFixtures.report())
        XCTAssertEqual(json["bindingConstraints"], [["path": "$.constraints[0]", "constraint": ["first": "title"], "cost": 1.5]])
    }

    func testConstraintTextThatIsNotJSONStaysAString() throws {
        let result = OptimizationFixtures.result(binding: [BindingConstraint(path: "$.constraints[1]", text: "first title", cost: 0)])
        let json = OptimizationJSON.value(of: OptimizationFixtures.report(result: result))
        XCTAssertEqual(json["bindingConstraints"]?[0]?["constraint"], "first title")
    }

    func testReferenceViolationsAndNotes() throws {
        var result = OptimizationFixtures.result()
        result.referenceViolations = [ConstraintReference(path: "$.constraints[1]", text: #"{"last":"submit"}"#)]
        result.notes = ["The search ranks orders by the error-free closed form."]
        let json = OptimizationJSON.value(of: OptimizationFixtures.report(result: result))
        XCTAssertEqual(json["referenceViolations"], [["path": "$.constraints[1]", "constraint": ["last": "submit"]]])
        XCTAssertEqual(json["notes"], ["The search ranks orders by the error-free closed form."])
        XCTAssertEqual(OptimizationJSON.value(of: OptimizationFixtures.report())["notes"], [])
    }

    func testMixAndWrittenOrder() throws {
        let report = OptimizationFixtures.report(
            mix: [.init(user: "ios-switch-control", weight: 0.25), .init(user: "voiceover-expert", weight: 0.75)],
            written: .init(name: "fastest", file: "tiny.optimized.json"))
        let json = OptimizationJSON.value(of: report)
        XCTAssertEqual(json["mix"], ["ios-switch-control": 0.25, "voiceover-expert": 0.75])
        XCTAssertEqual(json["writtenOrder"], ["name": "fastest", "file": "tiny.optimized.json"])
    }

    func testSerialisedTextParsesBack() throws {
        let text = OptimizationJSON.value(of: OptimizationFixtures.report()).serialized(pretty: true)
        XCTAssertEqual(try JSONValue.parse(text), OptimizationJSON.value(of: OptimizationFixtures.report()))
    }
}
