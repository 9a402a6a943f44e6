@testable import FocusImport
import Foundation
import XCTest

/// Pages written to stop an import (script loops, dialog loops, thousands of
/// elements, a renderer kept busy) end within the import's one deadline,
/// with one error naming what was being done, and leave no browser process
/// and no temporary file; pages that reach out (WebRTC, other local files)
/// reach nothing. The fixtures are in Fixtures/hostile, written for these
/// tests (no public capture is hostile on purpose).
final class HostileWebPageTests: XCTestCase {
    override func setUpWithError() throws {
        if (try? BrowserLocator.locate(nil)) == nil { throw XCTSkip("Chromium is not installed") }
    }

    /// Imports with a short deadline in a temporary folder of its own, then
    /// checks that nothing of the browser is left.
    private func importing(_ path: String, timeout: Double = 4) throws -> Result<ImportResult, ImportError> {
        var outcome: Result<ImportResult, ImportError>!
        try Fixture.withOwnTemporaryDirectory { directory in
            var request = ImportRequest(kind: .web, file: path)
            request.timeout = timeout
            do throws(ImportError) {
                outcome = .success(try Importer.run(request))
            } catch {
                outcome = .failure(error)
            }
            XCTAssertEqual(BrowserProcess.processes(mentioning: "\(directory)/focusbench-browser-"), [], path)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [], path)
        }
        return outcome
    }

    func testLoopsAndDialogsEndAtTheDeadlineNamingTheStage() throws {
        for name in ["script-loop.html", "onload-loop.html", "dialog-loop.html"] {
            let path = Fixture.path("hostile/\(name)")
            guard case let .failure(error) = try importing(path) else { return XCTFail("\(name) imported") }
            XCTAssertEqual(error, .badInput(file: path, place: "while loading the page",
                                            message: "the import did not finish within 4 s; "
                                                + "a page that takes longer needs a larger --timeout"), name)
        }
    }

    func testTenThousandButtonsAreRefusedOrTimedOutNeverWalked() throws {
        let path = Fixture.path("hostile/many-buttons.html")
        guard case let .failure(error) = try importing(path) else { return XCTFail("imported") }
        // Which comes first depends on the machine's speed; both end the import.
        let refused = ImportError.badInput(
            file: path, place: "the page as loaded",
            message: "10000 elements a screen reader stops on would take 10000 measurements and up to 20020 Tab presses; "
                + "an import reads at most 1000 (2020 presses)")
        XCTAssert(error == refused || error.description.contains("the import did not finish within 4 s"), error.description)
    }

    func testElementsNestedTooDeepAreBadInput() throws {
        let path = Fixture.path("hostile/deep-nesting.html")
        guard case let .failure(error) = try importing(path, timeout: 15) else { return XCTFail("imported") }
        XCTAssert(error.isBadInput, error.description)
        XCTAssert(error.description.hasPrefix("\(path): the page as loaded: elements nested too deep for the browser to "
            + "describe them") || error.description.contains("did not finish within 15 s"), error.description)
    }

    func testABusyRendererStillImportsWithinTheDeadline() throws {
        let path = Fixture.path("hostile/busy-renderer.html")
        switch try importing(path, timeout: 15) {
        case let .success(result): XCTAssertEqual(result.scenario.elements.map(\.label), ["One", "Two"])
        case let .failure(error): XCTAssert(error.description.contains("did not finish within 15 s"), error.description)
        }
    }

    func testAPageReadsNoFileOutsideItsFolder() throws {
        let path = Fixture.path("hostile/read-passwd.html")
        guard case let .success(result) = try importing(path, timeout: 15) else { return XCTFail("not imported") }
        XCTAssertEqual(result.scenario.elements.map(\.label), ["Blocked"])
        XCTAssert(result.guesses.contains("blocked a request to file:///etc/passwd: imports load only the files in the page's folder"),
                  "\(result.guesses)")
    }

    func testFilesUnderThePageFolderOnlyAreAllowed() {
        let filter = RequestFilter(folder: URL(fileURLWithPath: "/srv/pages"))
        XCTAssert(filter.allows("file:///srv/pages/style.css"))
        XCTAssert(filter.allows("file:///srv/pages/img/logo%20big.png"))
        XCTAssert(filter.allows("data:text/css,body{}"))
        XCTAssertFalse(filter.allows("file:///srv/pages/../secrets.txt"))
        XCTAssertFalse(filter.allows("file:///srv/pages-other/x.css"))
        XCTAssertFalse(filter.allows("file:///etc/passwd"))
        XCTAssertFalse(filter.allows("http://127.0.0.1/"))
    }

    /// A local UDP and TCP listener stand in for a STUN/TURN server and a web
    /// server: while the page tries WebRTC, fetch and WebSocket at them, not
    /// one datagram or connection arrives.
    func testNothingLeavesThePageNotEvenWebRTC() throws {
        let udp = socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0), tcp = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(udp); close(tcp) }
        let udpPort = try Self.bindLoopback(udp), tcpPort = try Self.bindLoopback(tcp)
        XCTAssertEqual(listen(tcp, 8), 0)
        let template = try String(contentsOfFile: Fixture.path("hostile/webrtc.html"), encoding: .utf8)
        let page = try Fixture.temporary(template.replacingOccurrences(of: "UDPPORT", with: "\(udpPort)")
            .replacingOccurrences(of: "TCPPORT", with: "\(tcpPort)"), name: "webrtc.html")
        _ = try importing(page, timeout: 15)
        for descriptor in [udp, tcp] { _ = fcntl(descriptor, F_SETFL, O_NONBLOCK) }
        var buffer = [UInt8](repeating: 0, count: 2048)
        XCTAssertLessThan(recv(udp, &buffer, buffer.count, 0), 0, "a datagram reached the listener")
        XCTAssertLessThan(accept(tcp, nil, nil), 0, "a connection reached the listener")
    }

    private static func bindLoopback(_ descriptor: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        return UInt16(bigEndian: address.sin_port)
    }
}
