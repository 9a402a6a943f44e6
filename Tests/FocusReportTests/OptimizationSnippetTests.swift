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

    func testOneElementHasNoTraversalAttributes() {
        XCTAssertEqual(PlatformSnippets.android(["only"]), "<!-- Android: add to each view's layout XML (API 22+) -->\n")
    }
}
