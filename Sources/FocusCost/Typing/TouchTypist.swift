import FocusSimulation
import FocusModel
import FocusStats

/// Typing by touch exploration under VoiceOver or TalkBack: for every key
/// selection of the plan the user recalls where the key is, touches down
/// near it, hears each key the finger enters, slides towards the target
/// until they hear it, and types it by lifting or double-tapping. Now and
/// then the key typed is a neighbour; the user hears it, finds the delete
/// key the same way, and finds the intended key again. Sources and
/// assumptions are in docs/keyboards.md ("Touch exploration").
///
/// It is a `ReplicationSimulator` of typing one plan, run by `MonteCarlo` as
/// the screen simulators are; its steps are the text's characters, and a
/// character's tally counts a miss in every replication that typed it wrong
/// at least once (`TypingTally.errorRate`).
struct TouchTypist: ReplicationSimulator {
    /// KLM's mental operator M (Card, Moran & Newell): recalling where the
    /// next key lies before touching down. That every key needs one is an
    /// assumption (each key is a search of its own, not part of a practised unit).
    static let keySearchTime = 1.35
    /// Seconds to slide the finger into the next key and for its name to
    /// start (assumption).
    static let slideTime = 0.2
    /// Key selections for one key (corrections included) before it is given
    /// up and counted as capped; with `wrongKeyChance` below 1/2 it is not
    /// reached in practice.
    static let selectionCap = 10_000

    let profile: SwipeProfile
    let geometry: TouchKeyboardGeometry
    let plan: TypingPlan
    let delete: [KeyboardLayer.Place]
    /// Seconds listening to each key's name, by the key's index in `geometry`.
    let announcement: [Double]
    /// Seconds listening to a typed character echoed.
    let echo: Double
    /// Whether each character was typed wrong in the replication last played.
    private var typedWrong: [Bool]

    init(profile: SwipeProfile, plan: TypingPlan) {
        self.profile = profile
        self.plan = plan
        let layout = plan.layout
        geometry = TouchKeyboardGeometry(layout.layers)
        let listen = { (words: Int) in SwipeAnnouncement.listeningSeconds(words: words, profile: profile) }
        // Layer by layer, row by row, key by key: the order of `geometry`'s keys.
        announcement = layout.layers.flatMap { layer in
            layer.rows.flatMap { row in row.map { listen(Self.spokenWords($0.kind)) } }
        }
        echo = listen(1)
        // Every layer has a delete key: layouts without one are refused.
        delete = layout.layers.map { $0.place(of: .delete) ?? KeyboardLayer.Place(row: 0, column: 0) }
        typedWrong = Array(repeating: false, count: plan.characters)
    }

    var modelDescription: ModelDescription {
        ModelDescription(name: "touch exploration typing", categories: [.swiping, .listening, .activation, .errors],
                         counts: [])
    }

    var stepCount: Int { plan.characters }

    mutating func run(stream: RandomStream, maxSeconds: Double) -> ReplicationRecord {
        for c in typedWrong.indices { typedWrong[c] = false }
        var time = TimeBreakdown()
        var capped = false
        for step in plan.steps {
            var correction = TimeBreakdown()
            var selections = 0
            while selections < Self.selectionCap {
                // The first try is ordinary typing; every later one is lost to a mistake.
                if selections == 0 {
                    select(step.place, layer: step.layer, into: &time, stream: stream)
                } else {
                    select(step.place, layer: step.layer, into: &correction, stream: stream)
                }
                selections += 1
                guard stream.uniform() < profile.wrongKeyChance else { break }
                typedWrong[step.character] = true
                // A neighbour was typed: the user hears it echoed and deletes
                // it; a slip on the delete key types one more character to delete.
                var toDelete = 1
                while toDelete > 0, selections < Self.selectionCap {
                    correction[.listening] += echo
                    select(delete[step.layer], layer: step.layer, into: &correction, stream: stream)
                    selections += 1
                    toDelete += stream.uniform() < profile.wrongKeyChance ? 1 : -1
                }
            }
            if selections >= Self.selectionCap { capped = true }
            time[.errors] += correction.total
        }
        return ReplicationRecord(total: time.total, breakdown: time, capped: capped)
    }

    /// One attempt at each character, missed when it was typed wrong.
    func stepTally(_ index: Int) -> StepTally { StepTally(attempts: 1, misses: typedWrong[index] ? 1 : 0) }

    // Typing has no per-step timeline.
    mutating func keepStepEnds() {}
    var finishedSteps: Int { 0 }
    func breakdown(afterStep index: Int) -> TimeBreakdown { TimeBreakdown() }

    func copyForWorker() -> Self {
        var copy = self
        copy.typedWrong = Array(typedWrong)
        return copy
    }

    /// One key found by touch and typed: recall, touch down, listen to each
    /// key entered, slide on, confirm.
    private func select(_ target: KeyboardLayer.Place, layer: Int, into time: inout TimeBreakdown,
                        stream: RandomStream) {
        let x = geometry.centre(of: target, layer: layer) + stream.gaussian(sd: profile.landingError)
        let y = Double(target.row) + stream.gaussian(sd: profile.landingError)
        let landed = geometry.place(x: x, y: y, layer: layer)
        var slides = 0.0
        var listening = announcement[geometry.key(at: landed, layer: layer)]
        geometry.walk(from: landed, to: target, layer: layer) { place in
            slides += 1
            listening += announcement[geometry.key(at: place, layer: layer)]
        }
        time[.swiping] += Self.keySearchTime + profile.swipeTime.sample(stream) + slides * Self.slideTime
        time[.listening] += listening
        if profile.effectiveKeyConfirmation == .doubleTap {
            time[.activation] += profile.activationTime.sample(stream)
        }
    }

    /// Words the screen reader speaks for a key: one for a character
    /// (a letter's name, or a symbol's such as "at"), else the words of its
    /// name ("shift", "delete", "numbers"), at least one (assumption).
    static func spokenWords(_ kind: KeyKind) -> Int {
        switch kind {
        case .character, .space, .enter, .shift, .delete, .suggestion: 1
        case let .layer(name), let .other(name): max(1, SwipeAnnouncement.wordCount(name))
        }
    }
}
