import Foundation
import FocusSimulation
import FocusModel
import FocusStats

/// Typing by switch scanning, composed from the screen simulators: each key
/// selection of the plan is a one-step task on its keyboard layer, simulated
/// by the simulators `CostModel.simulate` runs, with the user's own scanning
/// method and timing (`PreparedRun`: each key's model built once per user,
/// `KeySelectionRuns`).
///
/// Why composed: the simulators treat a wrong selection as a fixed
/// `recoveryTime`, after which the scan goes on towards the target. On a
/// keyboard a wrong selection types a wrong character, which the user must
/// delete with the delete key. So each wrong selection a key step makes costs,
/// on top of what the simulator charged (the recovery time, read here as
/// noticing the mistake, and the renewed scan to the intended key), one
/// selection of the layer's delete key, itself simulated and itself liable to
/// wrong selections that need deleting in turn. The shared simulators do not
/// say whether a wrong selection of row-column or group scanning picked a
/// wrong row or a wrong key; both are treated as a wrong key (assumption).
///
/// Replication i of the text is the sum of replication i of every key step;
/// each step draws from its own streams, so runs are deterministic and
/// independent of the thread count.
struct ScanningTypist {
    /// Records held in memory at once; longer runs are split into calls.
    static let recordsPerCall = 1 << 17
    /// Rounds of deleting deletions before the profile is refused, where the
    /// closed form of the deletions' offspring is not known.
    static let maximumCorrectionRounds = 64
    /// With a known mean offspring m < 1, the rounds go on until the chance
    /// that any deletion is still pending falls below this (by Markov's
    /// inequality, at most W·m^r after r rounds from W pending deletions).
    static let leftoverChance = 1e-9
    /// Deletions a round must need before its growth over the round before
    /// is read as the mistakes outnumbering the corrections rather than as noise.
    static let growthSample = 64

    let user: NamedProfile
    let profile: SwitchScanningProfile
    let screens: [KeyboardScreen]
    let settings: SimulationSettings
    private let runs: KeySelectionRuns
    private let keyboard: Int

    /// `runs`: the store of this user's key-selection runs; without it, or
    /// when it belongs to another user, the typist keeps a store of its own.
    init(profile: SwitchScanningProfile, userName: String, layout: KeyboardLayout, settings: SimulationSettings,
         runs: KeySelectionRuns? = nil) {
        let user = NamedProfile(name: userName, profile: .switchScanning(profile))
        let store = runs.flatMap { $0.user == user ? $0 : nil } ?? KeySelectionRuns(user: user)
        self.user = user
        self.profile = profile
        self.runs = store
        keyboard = store.keyboard(layout)
        screens = store.screens(of: keyboard)
        self.settings = settings
    }

    func type(_ plan: TypingPlan) throws -> TypingTally {
        let n = settings.replications
        let offspring = try checkCorrectionsEnd(layers: Set(plan.steps.map(\.layer)))
        var tally = TypingTally(replications: n, characters: plan.characters)
        var pending = Array(repeating: Array(repeating: 0, count: n), count: screens.count)
        for (keyIndex, key) in Self.distinctKeys(of: plan).enumerated() {
            try forEachRecord(layer: key.layer, place: key.place, count: n * key.uses.count,
                              stream: SeedMixer.splitMix64(UInt64(keyIndex) << 8)) { index, record in
                let i = index % n
                tally.add(record, replication: i)
                if record.falseActivations > 0 {
                    tally.markWrong(character: key.uses[index / n], replication: i)
                    pending[key.layer][i] += record.falseActivations
                }
            }
        }
        try correct(&pending, into: &tally, offspring: offspring)
        return tally
    }

    /// Refuses, before any key is selected, a user whose deletions on one of
    /// `layers` are expected to go wrong once or more each: the rounds of
    /// corrections would then never end (a supercritical branching process).
    /// Decided from the model's own numbers (`WrongSelectionsClosedForm`),
    /// so that it costs no simulation. Returns the largest mean offspring
    /// of the layers, or nil when the form does not cover one of them: the
    /// rounds' own check of their growth then stands in.
    private func checkCorrectionsEnd(layers: Set<Int>) throws -> Double? {
        var largest: Double? = 0
        for layer in layers.sorted() {
            let found = runs.wrongSelectionsPerDeletion(keyboard: keyboard, layer: layer)
            largest = found.flatMap { m in largest.map { max($0, m) } }
            guard let m = found, m > 1 - 1 / Self.mostDeletionsPerWrongCharacter else { continue }
            let perDeletion = m.isFinite ? "\(Self.shown(m)) wrong selections" : "wrong selections without end"
            let settings = profile.scanning == .point
                ? "sweepSpeed \(Self.shown(profile.sweepSpeed)) points/s"
                : "falseActivation \(Self.shown(profile.falseActivation)) per highlight, "
                    + "scanInterval \(Self.shown(profile.scanInterval)) s"
            let numbers = "\(perDeletion) per deletion on layer \"\(screens[layer].layer.name)\" by the model's numbers: "
                + settings
            let advice = "lower falseActivation or slow the scan"
            throw KeyboardError.neverFinishes(user: user.name, reason: m >= 1
                ? "selects the delete key wrongly at least once per deletion on average (\(numbers)), so the "
                    + "mistakes are never all corrected; \(advice)"
                : "would need about \(Self.shown(1 / (1 - m))) deletions for each wrong character on average "
                    + "(\(numbers)), more than the \(Int(Self.mostDeletionsPerWrongCharacter)) after which typing is "
                    + "taken never to finish; \(advice)")
        }
        return largest
    }

    /// Deletions expected per wrong character, 1 / (1 − m), beyond which the
    /// typing is taken never to finish (an assumption: nobody keeps deleting
    /// their own deletions' mistakes that long, and as m nears 1 the work
    /// of the corrections grows without bound).
    static let mostDeletionsPerWrongCharacter = 20.0

    /// A number in a message: three significant digits at most.
    static func shown(_ x: Double) -> String { String(format: "%.3g", x) }

    /// Deletes every wrong character: rounds of delete-key selections until
    /// none of them went wrong.
    ///
    /// The deletions form a branching process: each delete selection makes on
    /// average m wrong selections, each needing a delete of its own. With
    /// m ≥ 1 the rounds never end (they grow); `checkCorrectionsEnd` refuses
    /// that from the closed form (`offspring`, m). Where m is not known, two
    /// rounds in a row that need no fewer deletions than the round before, on
    /// samples large enough to tell, end the typing as one that can never
    /// finish instead of playing rounds whose work grows geometrically. Where
    /// it is known to be below 1 that test is not made (near m = 1 noise alone
    /// would pass it), and the rounds stop only when the chance of deletions
    /// still pending is negligible (`leftoverChance`).
    private func correct(_ pending: inout [[Int]], into tally: inout TypingTally, offspring: Double?) throws {
        var previous = Int.max
        var roundsNotShrinking = 0
        var rounds = Self.maximumCorrectionRounds
        if let m = offspring, m > 0 {
            let initial = Double(pending.reduce(0) { $0 + $1.reduce(0, +) })
            let needed = (log(max(1, initial)) - log(Self.leftoverChance)) / -log(m)
            rounds = max(rounds, Int(min(needed.rounded(.up), 1e7)))
        }
        for round in 0..<rounds {
            var next = pending.map { Array(repeating: 0, count: $0.count) }
            var any = false
            let neededThisRound = pending.reduce(0) { $0 + $1.reduce(0, +) }
            roundsNotShrinking = offspring == nil && neededThisRound >= Self.growthSample && neededThisRound >= previous
                ? roundsNotShrinking + 1 : 0
            if roundsNotShrinking == 2 {
                throw KeyboardError.neverFinishes(user: user.name, reason:
                    "selects the delete key wrongly at least once per deletion on average "
                        + "(round \(round + 1) of corrections needs \(neededThisRound) deletions, the round before "
                        + "\(previous)), so the mistakes are never all corrected; lower falseActivation or slow the scan")
            }
            previous = neededThisRound
            for (layer, counts) in pending.enumerated() {
                let needed = counts.reduce(0, +)
                if needed == 0 { continue }
                any = true
                guard let delete = screens[layer].layer.place(of: .delete) else { continue }
                // Replication i takes the next counts[i] records, in replication order.
                var owner = Array(repeating: 0, count: needed)
                var filled = 0
                for (i, count) in counts.enumerated() {
                    for _ in 0..<count { owner[filled] = i; filled += 1 }
                }
                try forEachRecord(layer: layer, place: delete, count: needed,
                                  stream: SeedMixer.splitMix64(0xDE1E7E ^ UInt64(round) << 16 ^ UInt64(layer))) {
                    index, record in
                    tally.addCorrection(record, replication: owner[index])
                    next[layer][owner[index]] += record.falseActivations
                }
            }
            if !any { return }
            pending = next
        }
        throw KeyboardError.neverFinishes(user: user.name, reason:
            "selects the delete key wrongly so often that the mistakes are never all "
                + "corrected; lower falseActivation")
    }

    /// Runs `count` replications of selecting one key and hands over each
    /// record with its index; `stream` keeps different keys' numbers apart.
    private func forEachRecord(layer: Int, place: KeyboardLayer.Place, count: Int, stream: UInt64,
                               _ body: (Int, ReplicationRecord) -> Void) throws {
        var done = 0
        var call: UInt64 = 0
        while done < count {
            let size = min(Self.recordsPerCall, count - done)
            var callSettings = settings
            // The simulator needs two replications at least; a spare one is ignored.
            callSettings.replications = max(2, size)
            callSettings.seed = SeedMixer.splitMix64(settings.seed ^ stream ^ SeedMixer.splitMix64(call))
            let records: [ReplicationRecord]
            do {
                records = try runs.run(keyboard: keyboard, layer: layer, place: place).records(settings: callSettings)
            } catch {
                let key = screens[layer].layer.key(at: place).kind.fileName
                throw KeyboardError.userCannotType(user: user.name, reason: "cannot type key \"\(key)\" of layer "
                    + "\"\(screens[layer].layer.name)\": \(error)")
            }
            for offset in 0..<size { body(done + offset, records[offset]) }
            done += size
            call += 1
        }
    }

    /// Each key the plan selects, once, with the characters its selections serve, in plan order.
    private static func distinctKeys(of plan: TypingPlan) -> [(layer: Int, place: KeyboardLayer.Place, uses: [Int])] {
        var index: [KeyIdentity: Int] = [:]
        var keys: [(layer: Int, place: KeyboardLayer.Place, uses: [Int])] = []
        for step in plan.steps {
            let identity = KeyIdentity(layer: step.layer, place: step.place)
            if let found = index[identity] {
                keys[found].uses.append(step.character)
            } else {
                index[identity] = keys.count
                keys.append((step.layer, step.place, [step.character]))
            }
        }
        return keys
    }

    private struct KeyIdentity: Hashable {
        var layer: Int
        var place: KeyboardLayer.Place
    }
}
