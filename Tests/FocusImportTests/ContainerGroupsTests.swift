@testable import FocusImport
import FocusModel
import XCTest

/// Automatic scan groups follow the layout's containers (docs/import.md).
/// The captures are cut down from the corpus ones (Tests/FocusImportTests/Corpus),
/// themselves modelled on public `uiautomator dump` and WebDriverAgent page sources.
final class ContainerGroupsTests: XCTestCase {
    private static func button(_ id: String, _ bounds: String) -> String {
        #"<node index="0" text="\#(id)" resource-id="com.example:id/\#(id)" class="android.widget.Button" "#
            + #"content-desc="" checkable="false" clickable="true" enabled="true" focusable="true" "#
            + #"scrollable="false" long-clickable="false" bounds="\#(bounds)" />"#
    }

    private static func layout(_ bounds: String, _ children: [String]) -> String {
        #"<node index="0" text="" resource-id="" class="android.widget.LinearLayout" content-desc="" "#
            + #"checkable="false" clickable="false" enabled="true" focusable="false" scrollable="false" "#
            + #"long-clickable="false" bounds="\#(bounds)">"# + children.joined() + "</node>"
    }

    /// Two columns of two buttons each and a button below them: each column is a group, the button is not.
    func testAndroidTwoColumnsAreTwoGroups() throws {
        let columns = Self.layout("[0,0][1080,1200]", [
            Self.layout("[0,0][540,1200]", [Self.button("first", "[0,0][540,200]"), Self.button("last", "[0,200][540,400]")]),
            Self.layout("[540,0][1080,1200]", [Self.button("email", "[540,0][1080,200]"),
                                               Self.button("phone", "[540,200][1080,400]")]),
        ])
        let dump = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
            + Self.layout("[0,0][1080,2400]", [columns, Self.button("submit", "[0,1200][1080,1400]")]) + "</hierarchy>"
        let file = try Fixture.temporary(dump)
        let scenario = try Importer.run(ImportRequest(kind: .android, file: file, density: 160)).scenario
        XCTAssertEqual(scenario.elements.map(\.id), ["first", "last", "email", "phone", "submit"])
        XCTAssertEqual(scenario.groups.map(\.memberIDs), [["first", "last"], ["email", "phone"]])
    }

    /// Two sections (`Other` containers) of two buttons; a cell keeps its own group.
    func testIOSSectionsAreGroupsAndCellsKeepTheirs() throws {
        func button(_ name: String, _ y: Int) -> String {
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="\#(name)" label="\#(name)" enabled="true" "#
                + #"visible="true" accessible="true" x="0" y="\#(y)" width="390" height="44"/>"#
        }
        func other(_ y: Int, _ children: [String], type: String = "Other") -> String {
            #"<XCUIElementType\#(type) type="XCUIElementType\#(type)" enabled="true" visible="true" accessible="false" "#
                + #"x="0" y="\#(y)" width="390" height="200">"# + children.joined() + "</XCUIElementType\(type)>"
        }
        let source = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT>"#
            + #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" "#
            + #"visible="true" accessible="false" x="0" y="0" width="390" height="844">"#
            + #"<XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" "#
            + #"x="0" y="0" width="390" height="844">"#
            + other(0, [other(0, [button("Name", 0), button("Email", 50)]),
                        other(200, [button("Card", 200), button("Expiry", 250)]),
                        other(400, [button("Order 1", 400), button("Track", 450)], type: "Cell"),
                        button("Pay", 600)])
            + "</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>"
        let file = try Fixture.temporary(source)
        let scenario = try Importer.run(ImportRequest(kind: .ios, file: file)).scenario
        XCTAssertEqual(scenario.groups.map { $0.memberIDs.count }, [2, 2, 2])
        let labels = scenario.groups.map { $0.memberIDs.compactMap { scenario.element(id: $0)?.label } }
        XCTAssertEqual(labels, [["Name", "Email"], ["Card", "Expiry"], ["Order 1", "Track"]])
    }
}
