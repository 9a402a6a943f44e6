import Foundation
import FocusModel

/// Several scenarios in one `focusbench report` page: one section per
/// scenario, in the order given.
enum ReportBundle {
    /// One page: the first report's head, then each report's main content in
    /// its own article, with its ids (and the references to them) prefixed so
    /// that the page's ids stay unique.
    static func html(_ documents: [ReportDocument], generator: String) -> String {
        let pages = documents.map { HTMLReport.render($0, generator: generator) }
        let head = pages[0].components(separatedBy: "<main>\n")[0]
            .replacingOccurrences(of: "<title>\(MarkupText.escape("Focus order report: \(documents[0].scenario.name)"))</title>",
                                  with: "<title>Focus order reports: \(documents.count) scenarios</title>")
        var html = head + "<main>\n<h1>Focus order reports: \(documents.count) scenarios</h1>\n<ul>\n"
        for (index, document) in documents.enumerated() {
            html += "<li><a href=\"#report-\(index)\">\(MarkupText.escape(document.scenario.name))</a> "
                + "(\(MarkupText.escape(document.scenarioFile)))</li>\n"
        }
        html += "</ul>\n"
        for (index, page) in pages.enumerated() {
            var body = page.components(separatedBy: "<main>\n")[1].components(separatedBy: "</main>")[0]
            body = prefixingIDs(body, with: "r\(index)-")
            html += "<article id=\"report-\(index)\">\n" + body + "</article>\n"
        }
        return html + "</main>\n</body>\n</html>\n"
    }

    /// `id="x"`, `aria-labelledby="x y"` and `url(#x)` become `id="px"`, … .
    static func prefixingIDs(_ html: String, with prefix: String) -> String {
        var text = html
        for (pattern, template) in [(#"\bid="([^"]*)""#, "id=\"\(prefix)$1\""),
                                    (#"url\(#([^)]*)\)"#, "url(#\(prefix)$1)")] {
            let expression = try! NSRegularExpression(pattern: pattern)
            text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                       withTemplate: template)
        }
        let labels = try! NSRegularExpression(pattern: #"aria-labelledby="([^"]*)""#)
        var result = ""
        var last = text.startIndex
        for match in labels.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let whole = Range(match.range, in: text)!
            let ids = text[Range(match.range(at: 1), in: text)!].split(separator: " ").map { prefix + $0 }
            result += text[last..<whole.lowerBound] + "aria-labelledby=\"\(ids.joined(separator: " "))\""
            last = whole.upperBound
        }
        return result + text[last...]
    }
}
