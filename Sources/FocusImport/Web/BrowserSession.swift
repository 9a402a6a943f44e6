import FocusModel
import Foundation

/// One page loaded in a headless Chromium with no network: the host
/// resolver maps every name to nothing, the proxy points at a closed port,
/// and every request that is not for a local file is failed by the Fetch
/// domain before it leaves. The browser is shut down by `close()`, and in
/// any case when the session is released.
final class BrowserSession {
    let pipe: DevToolsPipe
    let session: String
    private let requestFilter: RequestFilter
    /// Requests the page made that were refused (not `file:` or `data:`).
    var blocked: [String] { requestFilter.refused }

    /// Starts the browser and loads `page` at `viewport`.
    init(browser executable: String, page: URL, viewport: ScreenSize) throws(ImportError) {
        let process = try BrowserProcess(executable: executable, arguments: Self.arguments(viewport: viewport))
        pipe = DevToolsPipe(browser: process)
        let filter = RequestFilter()
        requestFilter = filter
        pipe.onEvent = { [weak pipe] method, params, session in
            guard let pipe else { return }
            filter.handle(method, params, session: session, pipe: pipe)
        }
        do throws(ImportError) {
            let target = try pipe.call("Target.createTarget", ["url": "about:blank"])
            guard let targetID = target["targetId"]?.stringValue else { throw ImportError.runtime("the browser opened no page") }
            let attached = try pipe.call("Target.attachToTarget", ["targetId": .string(targetID), "flatten": true])
            guard let session = attached["sessionId"]?.stringValue else { throw ImportError.runtime("cannot attach to the page") }
            self.session = session
            _ = try pipe.call("Fetch.enable", ["patterns": [["urlPattern": "*"]]], session: session)
            _ = try pipe.call("Emulation.setDeviceMetricsOverride",
                              ["width": .number(viewport.width), "height": .number(viewport.height),
                               "deviceScaleFactor": 1, "mobile": false], session: session)
            _ = try pipe.call("Emulation.setFocusEmulationEnabled", ["enabled": true], session: session)
            _ = try pipe.call("Page.enable", session: session)
            let navigation = try pipe.call("Page.navigate", ["url": .string(page.absoluteString)], session: session)
            if let error = navigation["errorText"]?.stringValue {
                throw ImportError.runtime("the browser cannot open \(page.path): \(error)")
            }
            _ = try pipe.wait(for: "Page.loadEventFired", session: session, seconds: 20)
            _ = try pipe.call("Accessibility.enable", session: session)
        } catch {
            process.kill()
            throw error
        }
    }

    deinit { pipe.browser.kill() }

    func call(_ method: String, _ params: JSONValue = [:]) throws(ImportError) -> JSONValue {
        try pipe.call(method, params, session: session)
    }

    /// Asks the browser to close, and ends its process group whatever it does.
    func close() {
        _ = try? pipe.send("Browser.close")
        pipe.browser.shutDown(waiting: 2)
    }

    static func arguments(viewport: ScreenSize) -> [String] {
        [
            "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-sync", "--disable-background-networking",
            "--disable-component-update", "--disable-default-apps", "--mute-audio", "--hide-scrollbars",
            // No crash reports. Debian's build starts its crash handler anyway,
            // outside the browser's process group; it ends when the browser does.
            "--disable-crash-reporter", "--disable-breakpad",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
            "--window-size=\(Int(viewport.width)),\(Int(viewport.height))",
            "--allow-file-access-from-files",
            "about:blank",
        ]
    }
}

/// Lets the page load its own local files and fails every other request;
/// accepts the page's `alert`, `confirm` and `prompt` dialogs, which would
/// otherwise stop its scripts and the import with them.
final class RequestFilter {
    private(set) var refused: [String] = []

    func handle(_ method: String, _ params: JSONValue, session: String?, pipe: DevToolsPipe) {
        if method == "Page.javascriptDialogOpening" {
            _ = try? pipe.send("Page.handleJavaScriptDialog", ["accept": true], session: session)
            return
        }
        guard method == "Fetch.requestPaused", let id = params["requestId"]?.stringValue else { return }
        let url = params["request"]?["url"]?.stringValue ?? ""
        if url.hasPrefix("file:") || url.hasPrefix("data:") {
            _ = try? pipe.send("Fetch.continueRequest", ["requestId": .string(id)], session: session)
        } else {
            refused.append(url)
            _ = try? pipe.send("Fetch.failRequest", ["requestId": .string(id), "errorReason": "BlockedByClient"],
                               session: session)
        }
    }
}
