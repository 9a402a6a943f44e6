import FocusSweep

/// Placeholder replaced below.
public enum SweepHTML {
    public static func render(_ result: SweepResult, generator: String) -> String { "" }
}
