import FocusModel
import XCTest

/// A complete, valid scenario used as the starting point of most tests; the
/// validation tests each break one thing in it.
let exampleScenarioText = """
{
  "name": "Sign-up form",
  "platform": "ios",
  "screen": {"width": 390, "height": 844},
  "elements": [
    {"id": "title", "role": "heading", "label": "Create account",
     "frame": {"x": 16, "y": 60, "width": 358, "height": 40}},
    {"id": "email", "role": "textField", "label": "Email address",
     "frame": {"x": 16, "y": 120, "width": 358, "height": 44}},
    {"id": "password", "role": "secureTextField", "label": "Password",
     "frame": {"x": 16, "y": 180, "width": 358, "height": 44}},
    {"id": "terms", "role": "checkbox", "label": "I accept the terms",
     "frame": {"x": 16, "y": 240, "width": 358, "height": 44}},
    {"id": "submit", "role": "button", "label": "Create account"}
  ],
  "orders": {
    "visual": ["title", "email", "password", "terms", "submit"],
    "reported": ["title", "password", "email", "terms", "submit"]
  },
  "task": [
    {"activate": "email", "enter": 24},
    {"activate": "password", "enter": 12},
    {"activate": "terms"},
    {"activate": "submit"}
  ],
  "users": {"slow-scan": {"kind": "switch", "scanInterval": 1.5}}
}
"""

let exampleScenario: JSONValue = {
    do { return try JSONValue.parse(exampleScenarioText) } catch { fatalError("example does not parse: \(error)") }
}()

/// One step into a JSON value: an object key or an array index.
enum Step: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case key(String)
    case index(Int)
    init(stringLiteral value: String) { self = .key(value) }
    init(integerLiteral value: Int) { self = .index(value) }
}

extension JSONValue {
    /// A copy with the value at `path` replaced by `newValue`, or removed when
    /// `newValue` is nil. A missing object key is appended.
    func replacing(_ path: [Step], with newValue: JSONValue?) -> JSONValue {
        guard let first = path.first else { return newValue ?? .null }
        let rest = Array(path.dropFirst())
        switch (self, first) {
        case (.object(var members), .key(let key)):
            if let i = members.firstIndex(where: { $0.key == key }) {
                if rest.isEmpty, newValue == nil {
                    members.remove(at: i)
                } else {
                    members[i].value = members[i].value.replacing(rest, with: newValue)
                }
            } else if let newValue {
                precondition(rest.isEmpty, "can only add a key at the end of a path")
                members.append((key: key, value: newValue))
            }
            return .object(members)
        case (.array(var items), .index(let i)):
            if rest.isEmpty, newValue == nil {
                items.remove(at: i)
            } else {
                items[i] = items[i].replacing(rest, with: newValue)
            }
            return .array(items)
        default:
            preconditionFailure("path does not fit the value")
        }
    }
}

/// `value` decoded as a scenario file named test.json, as `assertScenarioError` decodes it.
func decodeScenario(_ value: JSONValue) throws -> Scenario {
    try ScenarioLoader.decode(text: value.serialized(pretty: true), file: "test.json")
}

/// Decodes `value` as a scenario and asserts that it fails at `path` with a
/// message containing `fragment`.
func assertScenarioError(
    _ value: JSONValue, path: String, message fragment: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    assertScenarioError(text: value.serialized(pretty: true), path: path, message: fragment, file: file, line: line)
}

func assertScenarioError(
    text: String, path: String, message fragment: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let scenario = try ScenarioLoader.decode(text: text, file: "test.json")
        XCTFail("expected an error at \(path), but decoded \(scenario.name)", file: file, line: line)
    } catch {
        XCTAssertEqual(error.file, "test.json", file: file, line: line)
        XCTAssertEqual(error.path, path, "message was: \(error.message)", file: file, line: line)
        XCTAssertTrue(error.message.contains(fragment),
                      "message \(quotedForTest(error.message)) lacks \(quotedForTest(fragment))", file: file, line: line)
    }
}

/// Decodes the example scenario with the value at `path` replaced (or removed).
func assertScenarioError(
    replacing path: [Step], with newValue: JSONValue?, at errorPath: String, message fragment: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    assertScenarioError(exampleScenario.replacing(path, with: newValue), path: errorPath, message: fragment,
                        file: file, line: line)
}

func quotedForTest(_ s: String) -> String { "«\(s)»" }
