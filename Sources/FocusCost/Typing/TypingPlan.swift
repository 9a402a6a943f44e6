/// One key selection of a typing plan.
package struct KeyStep: Sendable, Equatable {
    /// The layer shown when the key is selected.
    public var layer: Int
    public var place: KeyboardLayer.Place
    /// The 0-based character of the text this selection serves (a layer
    /// switch or shift serves the character it leads to).
    public var character: Int

    public init(layer: Int, place: KeyboardLayer.Place, character: Int) {
        self.layer = layer
        self.place = place
        self.character = character
    }
}

/// The key selections that type a text on a layout without mistakes: every
/// character key, plus the layer switches and shifts in between.
///
/// A character is typed from the current layer when it has it; otherwise
/// from the layer reached with the fewest selections (layer switches, and
/// shift for a capital whose lower case is on a layer with a shift key),
/// ties going to the layer listed first. Shift is one-shot; the keyboard
/// stays on a layer until a switch key changes it.
package struct TypingPlan: Sendable, Equatable {
    public let layout: KeyboardLayout
    public let characters: Int
    public let steps: [KeyStep]

    /// - Parameters:
    ///   - source: names where the text came from, for the place in refusals.
    ///   - completion: word completion, which adds a suggestion row to the layout; nil for none.
    ///   - seed: draws which words completion offers.
    public init(text: String, layout: KeyboardLayout, source: String, completion: WordCompletion? = nil,
                seed: UInt64 = 0) throws(KeyboardError) {
        let layout = completion?.addingSuggestionRow(to: layout) ?? layout
        self.layout = layout
        let offers = completion?.offers(in: text, seed: seed) ?? [:]
        let routes = LayerRoutes(layout)
        let typed = Array(text)
        var steps: [KeyStep] = []
        var layer = 0
        var cursor = TextCursor()
        var index = 0
        while index < typed.count {
            if let slot = offers[index], layer == 0, let place = layout.layers[0].place(of: .suggestion(slot)) {
                // The suggestion types the rest of the word and the space after it.
                steps.append(KeyStep(layer: 0, place: place, character: index))
                while index < typed.count, typed[index].isLetter {
                    cursor.advance(past: typed[index])
                    index += 1
                }
                if index < typed.count, typed[index] == " " {
                    cursor.advance(past: " ")
                    index += 1
                }
                continue
            }
            let character = typed[index]
            guard let route = routes.cheapest(typing: character, from: layer) else {
                throw .missingCharacter(character, place: cursor.place(in: source), layout: layout.name)
            }
            for hop in route.switches { steps.append(KeyStep(layer: hop.layer, place: hop.place, character: index)) }
            layer = route.layer
            if let shift = route.shift { steps.append(KeyStep(layer: layer, place: shift, character: index)) }
            steps.append(KeyStep(layer: layer, place: route.key, character: index))
            cursor.advance(past: character)
            index += 1
        }
        characters = typed.count
        self.steps = steps
    }
}

/// How to reach each layer from each other with layer-switch keys, fewest selections first.
struct LayerRoutes {
    struct Hop {
        var layer: Int
        var place: KeyboardLayer.Place
    }

    struct Route {
        var switches: [Hop]
        var layer: Int
        var shift: KeyboardLayer.Place?
        var key: KeyboardLayer.Place
        var selections: Int { switches.count + (shift == nil ? 0 : 1) + 1 }
    }

    let layout: KeyboardLayout
    /// `paths[from][to]`: the switch selections from layer `from` to layer `to`, nil when unreachable.
    private var paths: [[[Hop]?]]

    init(_ layout: KeyboardLayout) {
        self.layout = layout
        let count = layout.layers.count
        paths = (0..<count).map { from in
            // Breadth-first over switch keys, so the first path found is a shortest one.
            var found: [[Hop]?] = Array(repeating: nil, count: count)
            found[from] = []
            var queue = [from]
            while !queue.isEmpty {
                let current = queue.removeFirst()
                let layer = layout.layers[current]
                for place in layer.places {
                    guard case let .layer(name) = layer.key(at: place).kind,
                          let next = layout.layerIndex(named: name), found[next] == nil else { continue }
                    found[next] = found[current]! + [Hop(layer: current, place: place)]
                    queue.append(next)
                }
            }
            return found
        }
    }

    /// The route with the fewest selections that types `character` from layer `from`.
    func cheapest(typing character: Character, from: Int) -> Route? {
        var best: Route?
        func consider(_ candidate: Route) {
            if best == nil || candidate.selections < best!.selections { best = candidate }
        }
        for (index, layer) in layout.layers.enumerated() {
            guard let path = paths[from][index] else { continue }
            // The direct key first, then shift: on a tie the direct key stays.
            if let key = layer.place(typing: character) {
                consider(Route(switches: path, layer: index, shift: nil, key: key))
            }
            if character.isUppercase, let shift = layer.place(of: .shift),
               let key = lowerCaseKey(of: character, in: layer) {
                consider(Route(switches: path, layer: index, shift: shift, key: key))
            }
        }
        return best
    }

    /// The key whose shifted form is `character`: a capital's lower-case letter.
    private func lowerCaseKey(of character: Character, in layer: KeyboardLayer) -> KeyboardLayer.Place? {
        let lower = character.lowercased()
        guard character.isUppercase, lower.count == 1, lower != String(character),
              lower.uppercased() == String(character) else { return nil }
        return layer.place(typing: lower.first!)
    }
}
