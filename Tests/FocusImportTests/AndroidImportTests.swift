@testable import FocusImport
import FocusModel
import XCTest

final class AndroidImportTests: XCTestCase {
    func testStopsRolesAndLabelsFollowTalkBack() throws {
        let result = try Fixture.importing(.android, "android-signup.xml", density: 420)
        let scenario = result.scenario
        XCTAssertEqual(scenario.elements.map(\.id), [
            "navigateUpButton", "title", "email", "password", "terms_row", "submit", "help",
            "summerSaleStaticText", "shopNowButton", "giftCardsStaticText", "shopNowButton2",
        ])
        XCTAssertEqual(scenario.elements.map(\.role), [
            .button, .staticText, .textField, .secureTextField, .checkbox, .button, .button,
            .staticText, .button, .staticText, .button,
        ])
        // content-desc first; the row's label merged from its child's text; the hint when there is no text.
        XCTAssertEqual(scenario.element(id: "navigateUpButton")?.label, "Navigate up")
        XCTAssertEqual(scenario.element(id: "terms_row")?.label, "I accept the terms")
        XCTAssertEqual(scenario.element(id: "password")?.label, "Password")
        XCTAssertEqual(scenario.element(id: "help")?.disabled, true)
        XCTAssertTrue(result.guesses.contains("node /0/2 (com.example.shop:id/password): label \"Password\" taken from the hint"),
                      result.guesses.joined(separator: "\n"))
        XCTAssertTrue(result.guesses.contains {
            $0.hasPrefix("node /0/3 (com.example.shop:id/terms_row): label \"I accept the terms\" merged from the text of 1 child view")
        })
        XCTAssertTrue(result.guesses.contains("left out 1 invisible or zero-size view"))
        XCTAssertFalse(result.guesses.contains { $0.hasPrefix("density") })
    }

    func testBoundsBecomeDensityIndependentPixels() throws {
        let at420 = try Fixture.importing(.android, "android-signup.xml", density: 420).scenario
        XCTAssertEqual(at420.element(id: "navigateUpButton")?.frame, Frame(x: 0, y: 24, width: 56, height: 56))
        XCTAssertEqual(at420.screen, ScreenSize(width: 411.43, height: 914.29))
        let at160 = try Fixture.importing(.android, "android-signup.xml", density: 160).scenario
        XCTAssertEqual(at160.element(id: "navigateUpButton")?.frame, Frame(x: 0, y: 63, width: 147, height: 147))
        XCTAssertEqual(at160.source, ScenarioSource(kind: .android, file: Fixture.path("android-signup.xml"), density: 160))
    }

    func testScenarioTextHasOneLinePerElementAndStep() throws {
        let text = try Fixture.importing(.android, "android-signup.xml", density: 420).scenarioJSON
        let lines = text.split(separator: "\n")
        XCTAssertTrue(lines.contains(#"    {"id": "help", "role": "button", "label": "Help", "frame": {"x": 16, "y": 392, "width": 98.29, "height": 32}, "disabled": true},"#))
        XCTAssertTrue(lines.contains(#"    {"activate": "email", "enter": 20},"#))
        XCTAssertEqual(lines.first, "{")
        XCTAssertEqual(lines.last, "}")
        XCTAssertTrue(text.hasSuffix("}\n"))
    }

    func testAssumedDensityIsSaid() throws {
        let result = try Fixture.importing(.android, "android-signup.xml")
        XCTAssertEqual(result.guesses.first?.hasPrefix("density: assumed 420 dpi"), true)
        XCTAssertEqual(result.scenario.source?.density, 420)
    }

    func testCardsInAListAreGroupsAndOrdersAreHierarchyAndVisual() throws {
        let scenario = try Fixture.importing(.android, "android-signup.xml", density: 420).scenario
        // The toolbar and the form's column are view groups holding two or more stops: groups of their own.
        XCTAssertEqual(scenario.groups.map(\.memberIDs), [["navigateUpButton", "title"],
                                                          ["email", "password", "terms_row", "submit", "help"],
                                                          ["summerSaleStaticText", "shopNowButton"],
                                                          ["giftCardsStaticText", "shopNowButton2"]])
        XCTAssertEqual(scenario.orders.map(\.name), ["hierarchy", "visual"])
        XCTAssertEqual(scenario.ids(of: "hierarchy"), scenario.elements.map(\.id))
        XCTAssertEqual(scenario.ids(of: "visual"),
                       try ReadingOrder.derive(elements: scenario.elements, groups: scenario.groups, platform: .android))
    }

    /// TalkBack and Switch Access walk the node tree (the dump's order); Tab sorts by rows.
    func testFollowsSaysTalkBackAndSwitchAccessTakeTheHierarchy() throws {
        let scenario = try Fixture.importing(.android, "android-signup.xml", density: 420).scenario
        let follows = try XCTUnwrap(scenario.follows)
        XCTAssertEqual(follows.entries.map(\.follower), [.keyboard, .screenReader, .switchUser])
        XCTAssertEqual(follows.entries.map(\.entry.order), ["visual", "hierarchy", "hierarchy"])
        let talkBack = try XCTUnwrap(ProfileCatalog.builtIn.profile(named: "talkback-default"))
        XCTAssertEqual(scenario.shippedOrder(for: talkBack)?.sentence,
                       "talkback-default follows 'hierarchy': TalkBack moves through the accessibility node tree "
                           + "in its child order")
    }

    func testVisualOrderFollowsTheStripesWhenTheHierarchyDoesNot() throws {
        let dump = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
                <node text="Pay" resource-id="app:id/pay" class="android.widget.Button" clickable="true" bounds="[0,2000][1080,2160]"/>
                <node text="Total" resource-id="app:id/total" class="android.widget.TextView" bounds="[0,200][1080,300]"/>
                <node text="Right" resource-id="app:id/right" class="android.widget.Button" clickable="true" bounds="[600,400][1000,560]"/>
                <node text="Left" resource-id="app:id/left" class="android.widget.Button" clickable="true" bounds="[40,400][500,560]"/>
              </node>
            </hierarchy>
            """
        let path = try Fixture.temporary(dump)
        let scenario = try Importer.run(ImportRequest(kind: .android, file: path, density: 160, task: "Pay")).scenario
        XCTAssertEqual(scenario.ids(of: "hierarchy"), ["pay", "total", "right", "left"])
        XCTAssertEqual(scenario.ids(of: "visual"), ["total", "left", "right", "pay"])
        XCTAssertEqual(scenario.task, [TaskStep(target: "pay")])
    }

    func testAppiumPageSourceNamesElementsByClass() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" displayed="true" bounds="[0,0][1080,2400]">
                <android.widget.EditText index="0" text="" hint="Search" resource-id="app:id/query" class="android.widget.EditText" clickable="true" focusable="true" displayed="true" bounds="[0,-40][1080,120]"/>
                <android.widget.Button index="1" text="Go" resource-id="app:id/go" class="android.widget.Button" clickable="true" displayed="true" bounds="[0,200][1080,360]"/>
                <android.widget.Button index="2" text="Gone" resource-id="app:id/gone" class="android.widget.Button" clickable="true" displayed="false" bounds="[0,400][1080,560]"/>
              </android.widget.FrameLayout>
            </hierarchy>
            """
        let path = try Fixture.temporary(source)
        let scenario = try Importer.run(ImportRequest(kind: .android, file: path, density: 160)).scenario
        XCTAssertEqual(scenario.elements.map(\.id), ["query", "go"])
        XCTAssertEqual(scenario.element(id: "query")?.label, "Search")
        // A view partly scrolled above the screen keeps its negative top.
        XCTAssertEqual(scenario.element(id: "query")?.frame, Frame(x: 0, y: -40, width: 1080, height: 160))
        XCTAssertEqual(scenario.screen, ScreenSize(width: 1080, height: 2400))
        XCTAssertEqual(scenario.task, [TaskStep(target: "query", characters: 10), TaskStep(target: "go")])
    }

    func testATaskNamingAViewWithNoSizeSaysWhy() throws {
        let dump = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]"><node text="Pay" resource-id="app:id/pay" class="android.widget.Button" clickable="true" bounds="[0,2000][1080,2160]"/><node text="Promo" resource-id="app:id/promo" class="android.widget.Button" clickable="true" bounds="[0,0][0,0]"/></node></hierarchy>
            """
        let path = try Fixture.temporary(dump)
        XCTAssertEqual(Fixture.failure(.android, file: path, density: 160, task: "Promo")?.description,
                       "--task: 'Promo' is in the capture (node /0/1 (app:id/promo)) but was left out of the import: "
                           + "it has no size (bounds [0,0][0,0])")
    }

    func testBadBoundsNameTheLineAndTheNode() {
        let path = Fixture.path("bad-bounds.xml")
        XCTAssertEqual(Fixture.failure(.android, file: path, density: 420),
                       .badInput(file: path, place: "line 3, node /0", message: "bounds \"[0,0][100]\" is not of the form "
                                     + "[x1,y1][x2,y2] with numbers within 625000 px of the corner"))
    }

    /// Bounds are decimals, as every number in a capture: Double("0x10") would read 16.
    func testHexadecimalBoundsAreRefused() throws {
        // A node as in bad-bounds.xml, with one coordinate in hexadecimal.
        let path = try Fixture.temporary("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node text="Sign up" class="android.widget.Button" clickable="true" bounds="[0,0][0x10,100]" />
            </hierarchy>
            """)
        XCTAssertEqual(Fixture.failure(.android, file: path, density: 420),
                       .badInput(file: path, place: "line 3, node /0", message: "bounds \"[0,0][0x10,100]\" is not of the form "
                                     + "[x1,y1][x2,y2] with numbers within 625000 px of the corner"))
    }

    /// Repeated labels are numbered by the smallest free number, and a list
    /// of thousands of them is named at once: each was numbered by counting
    /// up from 2 again, so 8,000 equal rows took seconds and 64,000 minutes.
    func testRepeatedLabelsAreNumberedWithoutCountingAgain() throws {
        let frame = Frame(x: 0, y: 0, width: 10, height: 10)
        func element(_ label: String, _ sourceID: String? = nil) -> ImportedElement {
            var element = ImportedElement(role: .button, label: label, frame: frame)
            element.sourceID = sourceID
            return element
        }
        // A source id takes its number first; the generated ones go round it.
        let few = [element("Track"), element("Track"), element("Other", "trackButton3"), element("Track"), element("Track")]
        XCTAssertEqual(ElementNaming.ids(for: few), ["trackButton", "trackButton2", "trackButton3", "trackButton4", "trackButton5"])
        let many = Array(repeating: element("Delete"), count: 30_000)
        let started = Date()
        let ids = ElementNaming.ids(for: many)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "naming 30,000 equal labels should be linear")
        XCTAssertEqual(ids.last, "deleteButton30000")
        XCTAssertEqual(Set(ids).count, 30_000)
    }

    func testTwoThousandNodeDumpImports() throws {
        var rows = ""
        for index in 0..<1000 {
            let top = 100 + index * 50
            rows += """
                <node class="android.widget.LinearLayout" clickable="true" resource-id="app:id/row\(index)" bounds="[0,\(top)][1080,\(top + 48)]">
                <node class="android.widget.TextView" text="Item \(index)" bounds="[20,\(top)][600,\(top + 48)]"/></node>

                """
        }
        let path = try Fixture.temporary("<hierarchy rotation=\"0\"><node class=\"android.widget.FrameLayout\" "
            + "bounds=\"[0,0][1080,50200]\">\(rows)</node></hierarchy>")
        let scenario = try Importer.run(ImportRequest(kind: .android, file: path, density: 420)).scenario
        XCTAssertEqual(scenario.elements.count, 1000)
        XCTAssertEqual(scenario.element(id: "row999")?.label, "Item 999")
    }
}
