import FocusModel
import Foundation

/// The one time limit of a web import, from starting the browser to the
/// last Tab press (default 20 s, `--timeout`): loading, reading the page and
/// walking its Tab sequence all count against it, so a page that keeps its
/// renderer busy or has thousands of elements ends the import on time. Its
/// message says what the import was doing when the time ran out.
final class ImportDeadline {
    let file: String
    let seconds: Double
    let end: Date
    /// What the import is doing, as a phrase after "while": "loading the page".
    var stage = "starting the browser"

    init(file: String, seconds: Double) {
        self.file = file
        self.seconds = seconds
        end = Date().addingTimeInterval(seconds)
    }

    var remaining: Double { end.timeIntervalSinceNow }

    func check() throws(ImportError) {
        guard remaining <= 0 else { return }
        throw expired
    }

    /// The error of a deadline that has passed, naming the stage.
    var expired: ImportError {
        .badInput(file: file, place: "while \(stage)",
                  message: "the import did not finish within \(JSONValue.number(seconds).serialized(pretty: false)) s; "
                      + "a page that takes longer needs a larger --timeout")
    }
}
