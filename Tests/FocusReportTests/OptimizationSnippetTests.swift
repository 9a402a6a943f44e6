@testable import FocusReport
import XCTest

final class OptimizationSnippetTests: XCTestCase {
    private let order = ["title", "password", "email", "submit"]

    func testIOSAccessibilityElements() {
        XCTAssertEqual(PlatformSnippets.iOS(order), """
            // iOS (UIKit): in the view that contains these elements
            accessibilityElements = [
                title,
                password,
                email,
                submit,
            ]

            """)
    }

    func testAndroidTraversalAfterPointsAtThePreviousElement() {
        XCTAssertEqual(PlatformSnippets.android(order), """
            <!-- Android: add to each view's layout XML (API 22+) -->
            <!-- @+id/password --> android:accessibilityTraversalAfter="@id/title"
            <!-- @+id/email --> android:accessibilityTraversalAfter="@id/password"
            <!-- @+id/submit --> android:accessibilityTraversalAfter="@id/email"

            """)
    }

    func testWebListsTheDOMOrderAndWarnsAgainstPositiveTabindex() {
        XCTAssertEqual(PlatformSnippets.web(order), """
            <!-- Web: put the elements in this order in the DOM (source order). Do not use a positive
                 tabindex: it moves an element ahead of the whole page and leaves reading order unchanged. -->
            <!-- 1. #title -->
            <!-- 2. #password -->
            <!-- 3. #email -->
            <!-- 4. #submit -->

            """)
    }

    func testIdsThatAreNotNamesOnThePlatform() {
        XCTAssertEqual(PlatformSnippets.swiftName("card-number"), "cardNumber")
        XCTAssertEqual(PlatformSnippets.swiftName("zip code"), "zipCode")
        XCTAssertEqual(PlatformSnippets.swiftName("2fa"), "_2fa")
        XCTAssertEqual(PlatformSnippets.swiftName("email"), "email")
        XCTAssertEqual(PlatformSnippets.androidName("card-number"), "card_number")
        XCTAssertEqual(PlatformSnippets.androidName("2fa"), "_2fa")
    }

    func testSwiftKeywordsAreEscaped() {
        XCTAssertEqual(PlatformSnippets.iOS(["default", "self", "in"]), """
            // iOS (UIKit): in the view that contains these elements
            accessibilityElements = [
                `default`,
                `self`,
                `in`,
            ]

            """)
        // Camel case can make a keyword too; words that merely contain one stay as they are.
        XCTAssertEqual(PlatformSnippets.swiftName("for"), "`for`")
        XCTAssertEqual(PlatformSnippets.swiftName("default-button"), "defaultButton")
        XCTAssertEqual(PlatformSnippets.swiftName("get"), "get")
    }

    func testIdsWithoutLettersOrDigitsGetACodePointName() {
        XCTAssertEqual(PlatformSnippets.swiftName("--"), "_2d2d")
        XCTAssertEqual(PlatformSnippets.swiftName("_"), "_5f")
        XCTAssertEqual(PlatformSnippets.androidName("-"), "__")
    }

    func testJavaKeywordsGetATrailingUnderscoreOnAndroid() {
        // Resource ids become fields of R.id: a Java keyword does not compile there.
        XCTAssertEqual(PlatformSnippets.androidName("default"), "default_")
        XCTAssertEqual(PlatformSnippets.androidName("class"), "class_")
        XCTAssertEqual(PlatformSnippets.androidName("new"), "new_")
        XCTAssertEqual(PlatformSnippets.androidName("newsletter"), "newsletter")
        XCTAssertEqual(PlatformSnippets.android(["default", "next"]), """
            <!-- Android: add to each view's layout XML (API 22+) -->
            <!-- @+id/next --> android:accessibilityTraversalAfter="@id/default_"

            """)
    }

    func testWebSelectorsAreEscapedLikeCSSEscape() {
        XCTAssertEqual(PlatformSnippets.cssIdentifier("email"), "email")
        XCTAssertEqual(PlatformSnippets.cssIdentifier("2fa"), "\\32 fa")
        XCTAssertEqual(PlatformSnippets.cssIdentifier("-1x"), "-\\31 x")
        XCTAssertEqual(PlatformSnippets.cssIdentifier("-"), "\\-")
        XCTAssertEqual(PlatformSnippets.cssIdentifier("card.number"), "card\\.number")
        XCTAssertEqual(PlatformSnippets.cssIdentifier("a-->b"), "a--\\>b")
        XCTAssertEqual(PlatformSnippets.cssIdentifier("café"), "café")
        XCTAssertTrue(PlatformSnippets.web(["x-->y"]).contains("<!-- 1. #x--\\>y -->"))
    }

    func testOneElementHasNoTraversalAttributes() {
        XCTAssertEqual(PlatformSnippets.android(["only"]), "<!-- Android: add to each view's layout XML (API 22+) -->\n")
    }
}
