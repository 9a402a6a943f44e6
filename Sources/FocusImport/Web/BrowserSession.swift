import FocusModel
import Foundation

/// One page loaded in a headless Chromium with no network: the host
/// resolver maps every name to nothing, the proxy points at a closed port,
/// WebRTC may use no UDP that avoids the proxy and is taken from the page's
/// scripts before they run, and every request that is not for a file under
/// the page's own folder is failed by the Fetch domain before it leaves.
/// The browser is shut down by `close()`, and in any case when the session
/// is released.
final class BrowserSession {
    let pipe: DevToolsPipe
    let session: String
    private let requestFilter: RequestFilter
    /// Requests the page made that were refused (not `file:` under the page's folder, or `data:`).
    var blocked: [String] { requestFilter.refused }
    var deadline: ImportDeadline { pipe.deadline }

    /// Starts the browser and loads `page` at `viewport`, all within `deadline`.
    init(browser executable: String, page: URL, viewport: ScreenSize, deadline: ImportDeadline) throws(ImportError) {
        let process = try BrowserProcess(executable: executable, arguments: Self.arguments(viewport: viewport))
        pipe = DevToolsPipe(browser: process, deadline: deadline)
        let filter = RequestFilter(folder: page.deletingLastPathComponent())
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
            _ = try pipe.call("Page.addScriptToEvaluateOnNewDocument", ["source": .string(Self.withoutWebRTC)],
                              session: session)
            deadline.stage = "loading the page"
            let navigation = try pipe.call("Page.navigate", ["url": .string(page.absoluteString)], session: session)
            if let error = navigation["errorText"]?.stringValue {
                throw ImportError.runtime("the browser cannot open \(page.path): \(error)")
            }
            _ = try pipe.wait(for: "Page.loadEventFired", session: session, seconds: deadline.seconds)
            deadline.stage = "reading the page"
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

    /// Asks the browser to close, and ends its process group whatever it
    /// does: at once when the deadline has passed, else within 2 s.
    func close() {
        _ = try? pipe.send("Browser.close")
        pipe.browser.shutDown(waiting: max(0, min(2, deadline.remaining)))
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
            // WebRTC sends STUN over UDP past any proxy unless told not to
            // (the WebRtcIPHandling policy's values, as command-line switches).
            "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
            "--webrtc-ip-handling-policy=disable_non_proxied_udp",
            "--disable-features=WebRtcHideLocalIpsWithMdns,MediaRouter,DialMediaRouteProvider",
            "--window-size=\(Int(viewport.width)),\(Int(viewport.height))",
            "--allow-file-access-from-files",
            "about:blank",
        ]
    }

    /// Run in every frame before the page's own scripts: a page has no
    /// peer connections to open, so none can send a datagram.
    static let withoutWebRTC = """
        for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel',
                            'RTCSessionDescription', 'RTCIceCandidate']) {
          try { Object.defineProperty(globalThis, name, { value: undefined, configurable: false, writable: false }); } catch (e) {}
        }
        """
}

/// Lets the page load the files in its own folder and fails every other request;
/// accepts the page's `alert`, `confirm` and `prompt` dialogs, which would
/// otherwise stop its scripts and the import with them.
final class RequestFilter {
    private(set) var refused: [String] = []
    /// The page's folder, links resolved: the only files it may read.
    let folder: String

    init(folder: URL) {
        self.folder = folder.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// A `data:` URL, or a `file:` URL naming a file under the page's folder
    /// once `..` and symbolic links are resolved.
    func allows(_ url: String) -> Bool {
        if url.hasPrefix("data:") { return true }
        guard url.hasPrefix("file:"), let parsed = URL(string: url), parsed.isFileURL else { return false }
        let path = parsed.standardizedFileURL.resolvingSymlinksInPath().path
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    func handle(_ method: String, _ params: JSONValue, session: String?, pipe: DevToolsPipe) {
        if method == "Page.javascriptDialogOpening" {
            _ = try? pipe.send("Page.handleJavaScriptDialog", ["accept": true], session: session)
            return
        }
        guard method == "Fetch.requestPaused", let id = params["requestId"]?.stringValue else { return }
        let url = params["request"]?["url"]?.stringValue ?? ""
        if allows(url) {
            _ = try? pipe.send("Fetch.continueRequest", ["requestId": .string(id)], session: session)
        } else {
            refused.append(url)
            _ = try? pipe.send("Fetch.failRequest", ["requestId": .string(id), "errorReason": "BlockedByClient"],
                               session: session)
        }
    }
}
