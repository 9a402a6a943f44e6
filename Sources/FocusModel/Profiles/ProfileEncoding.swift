extension UserProfile {
    /// The complete profile in the file format, every key written out, so a
    /// report can show exactly which parameters a run used.
    public var jsonValue: JSONValue {
        switch self {
        case let .switchScanning(p):
            return .object([
                (key: "kind", value: .string(kind)),
                (key: "scanning", value: .string(p.scanning.rawValue)),
                (key: "mode", value: .string(p.mode.rawValue)),
                (key: "scanInterval", value: .number(p.scanInterval)),
                (key: "firstItemPause", value: .number(p.firstItemPause)),
                (key: "loops", value: p.loops.map { .number(Double($0)) } ?? .null),
                (key: "resumeAfterSelection", value: .string(p.resumeAfterSelection.rawValue)),
                (key: "reactionTime", value: p.reactionTime.jsonValue),
                (key: "falseActivation", value: .number(p.falseActivation)),
                (key: "recoveryTime", value: p.recoveryTime.jsonValue),
                (key: "activationTime", value: p.activationTime.jsonValue),
                (key: "entryTimePerCharacter", value: p.entryTimePerCharacter.jsonValue),
                (key: "pressTime", value: p.pressTime.jsonValue),
                (key: "slip", value: .number(p.slip)),
                (key: "sweepSpeed", value: .number(p.sweepSpeed)),
                (key: "keyboard", value: p.keyboard.map(JSONValue.string) ?? .null),
                (key: "keyboardScanning", value: p.keyboardScanning.map { .string($0.rawValue) } ?? .null),
                (key: "scanNonActionable", value: .bool(p.scanNonActionable)),
                (key: "autoStartScan", value: .bool(p.autoStartScan)),
                (key: "scrollHighlights", value: .number(Double(p.scrollHighlights))),
                (key: "autoGroup", value: .bool(p.autoGroup)),
                (key: "rows", value: .string(p.rows.rawValue)),
                (key: "pointLines", value: .string(p.pointLines.rawValue)),
                (key: "typing", value: .string(p.typing.rawValue)),
            ])
        case let .swipe(p):
            return p.jsonValue
        case let .keyboard(p):
            return p.jsonValue
        }
    }
}
