import Foundation
import FocusCost
import FocusModel

/// A cell's profile: the user's profile with the cell's values written over
/// its keys, then read back through the profile decoder, as if a
/// `--profiles` file had given `{"USER": {"KEY": VALUE, …}}`. Every check
/// the decoder makes (ranges, layouts, which keys a kind has) applies, and
/// a population keeps its people.
enum ProfileOverride {
    static func profile(_ user: NamedProfile, setting: [(key: String, value: JSONValue)],
                        catalog: ProfileCatalog) throws(SweepError) -> NamedProfile {
        guard !setting.isEmpty else { return user }
        let profileKeys = members(user.profile.jsonValue)
        var overrides: [(key: String, value: JSONValue)] = []
        var written: [(key: String, target: [String])] = []
        for (key, value) in setting {
            let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard let top = profileKeys.first(where: { $0.key == path[0] })?.value else {
                throw SweepError("--vary \(key): profile '\(user.name)' has no key '\(path[0])'; its keys are "
                    + profileKeys.map(\.key).filter { $0 != "kind" }.joined(separator: ", "))
            }
            let current = overrides.first(where: { $0.key == path[0] })?.value ?? top
            var target = [path[0]]
            let replaced = try replacing(Array(path.dropFirst()), in: current, with: value, key: key, target: &target)
            // Two names for one parameter (median and mu), or a key and a part of it: the later
            // would silently overwrite the earlier while the rows claim both values.
            if let other = written.first(where: { $0.target.starts(with: target) || target.starts(with: $0.target) }) {
                throw SweepError("--vary \(other.key) and --vary \(key) both set \(target.joined(separator: ".")) "
                    + "of profile '\(user.name)'; vary one of them")
            }
            written.append((key: key, target: target))
            overrides.removeAll { $0.key == path[0] }
            overrides.append((key: path[0], value: replaced))
        }
        // Before decoding, which refuses a changed drawn value too, but in the words of a profile file.
        try checkNotDrawnPerPerson(written, in: user)
        let text = JSONValue.object([(key: user.name, value: .object(overrides))]).serialized(pretty: false)
        let decoded: [NamedProfile]
        do throws(InputError) {
            decoded = try ProfileCatalog.decodeProfiles(text: text, file: "--vary", over: catalog)
        } catch {
            let given = setting.map { "\($0.key)=\(SweepCell.text($0.value))" }.joined(separator: " ")
            throw SweepError("--vary \(given): \(error.message)")
        }
        for (key, value) in setting where key == keyboardKey {
            try checkLayout(value)
        }
        // One member in, one profile out.
        return decoded[0]
    }

    /// A population draws some parameters anew for every person, over the
    /// value the profile gives them; a key that sets one would be written in
    /// every row and used in none, each cell running the same people.
    private static func checkNotDrawnPerPerson(_ written: [(key: String, target: [String])],
                                               in profile: NamedProfile) throws(SweepError) {
        guard let people = profile.people else { return }
        for (key, target) in written {
            if let drawn = people.drawnParameter(at: target) {
                throw SweepError("--vary \(key): population '\(profile.name)' draws \(drawn.key) for every person from "
                    + "its \"people\" spread, so the value would not be used; vary a key its people share, or sweep a "
                    + "profile of one person")
            }
        }
    }

    /// The profile key naming the keyboard layout typed on.
    private static let keyboardKey = "keyboard"

    /// A layout is looked up only when a cell types, so an unknown name
    /// would surface mid-run, blamed on the scenario; here it is blamed on
    /// `--vary` before anything runs.
    private static func checkLayout(_ value: JSONValue) throws(SweepError) {
        guard case let .string(name) = value else { return }
        do {
            _ = try KeyboardSetup.layout(name, fallback: name)
        } catch {
            throw SweepError("--vary \(keyboardKey)=\(name): \(error)")
        }
    }

    /// `node` with the member at `path` set to `value`. A distribution is
    /// written `{"lognormal": {"median": …}}`, so a parameter name that is
    /// not a member is looked for inside the one family object.
    /// `target` gets the path of the member set, as written (a median's `mu`).
    private static func replacing(_ path: [String], in node: JSONValue, with value: JSONValue,
                                  key: String, target: inout [String]) throws(SweepError) -> JSONValue {
        guard let name = path.first else { return value }
        let object = members(node)
        if let index = object.firstIndex(where: { $0.key == name }) {
            var changed = object
            target.append(name)
            changed[index].value = try replacing(Array(path.dropFirst()), in: object[index].value, with: value, key: key,
                                                 target: &target)
            return .object(changed)
        }
        if object.count == 1, case .object = object[0].value {
            target.append(object[0].key)
            if path.count == 1, let alias = derivedParameters[object[0].key]?[name], case let .number(number) = value {
                guard let converted = alias.value(number) else {
                    throw SweepError("--vary \(key): \(name) must be > 0, got \(SweepCell.text(value))")
                }
                return .object([(key: object[0].key,
                                 value: try replacing([alias.parameter], in: object[0].value, with: .number(converted),
                                                      key: key, target: &target))])
            }
            return .object([(key: object[0].key,
                             value: try replacing(path, in: object[0].value, with: value, key: key, target: &target))])
        }
        throw SweepError("--vary \(key): there is no '\(name)' in \(node.serialized(pretty: false))")
    }

    /// Parameters a sweep may vary that a family is not written with:
    /// a lognormal's median is e^mu, so `reactionTime.median=0.6` sets mu to ln 0.6.
    private static let derivedParameters: [String: [String: (parameter: String, value: @Sendable (Double) -> Double?)]] = [
        "lognormal": ["median": (parameter: "mu", value: { $0 > 0 ? log($0) : nil })],
    ]

    private static func members(_ node: JSONValue) -> [(key: String, value: JSONValue)] {
        if case let .object(members) = node { return members }
        return []
    }
}
