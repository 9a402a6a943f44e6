// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FocusBench",
    products: [
        .executable(name: "focusbench", targets: ["focusbench"]),
        .library(name: "FocusCost", targets: ["FocusCost"]),
        .library(name: "FocusImport", targets: ["FocusImport"]),
    ],
    targets: [
        // MARK: - C libraries

        .systemLibrary(
            name: "CGSL",
            pkgConfig: "gsl",
            providers: [.apt(["libgsl-dev"])]
        ),

        // MARK: - Numerics (the only importer of CGSL)

        .target(name: "FocusStats", dependencies: ["CGSL"]),

        // MARK: - Model, simulation, cost

        .target(name: "FocusModel", dependencies: ["FocusStats"]),
        .target(name: "FocusSimulation", dependencies: ["FocusModel", "FocusStats"]),
        .target(name: "FocusCost", dependencies: ["FocusModel", "FocusSimulation", "FocusStats"]),
        .target(name: "FocusReport", dependencies: ["FocusModel", "FocusCost", "FocusOptimizer", "FocusTuning"]),

        // MARK: - Optimizer

        .target(name: "FocusOptimizer", dependencies: ["FocusModel", "FocusCost", "FocusStats"]),

        // MARK: - Scan-setting tuning

        .target(name: "FocusTuning", dependencies: ["FocusModel", "FocusCost", "FocusStats"]),

        // MARK: - Importing real screens

        .target(name: "FocusImport", dependencies: ["FocusModel"]),

        // MARK: - Command line

        .executableTarget(
            name: "focusbench",
            dependencies: ["FocusModel", "FocusCost", "FocusReport", "FocusOptimizer", "FocusTuning", "FocusImport"]
        ),

        // MARK: - Benchmarks

        .executableTarget(
            name: "FocusBenchmark",
            dependencies: ["FocusModel", "FocusCost", "FocusStats", "FocusOptimizer"],
            path: "Benchmarks/FocusBenchmark"
        ),

        // MARK: - Tests

        .testTarget(name: "FocusStatsTests", dependencies: ["FocusStats"]),
        .testTarget(name: "FocusModelTests", dependencies: ["FocusModel"]),
        .testTarget(name: "FocusSimulationTests", dependencies: ["FocusSimulation", "FocusModel", "FocusStats"]),
        .testTarget(name: "FocusCostTests", dependencies: ["FocusCost", "FocusModel", "FocusStats"]),
        .testTarget(name: "FocusReportTests", dependencies: ["FocusReport", "FocusCost", "FocusModel", "FocusOptimizer"]),
        .testTarget(name: "FocusOptimizerTests", dependencies: ["FocusOptimizer", "FocusCost", "FocusModel"]),
        .testTarget(name: "CommandLineTests", dependencies: ["focusbench"]),
        .testTarget(name: "FocusTuningTests", dependencies: ["FocusTuning", "FocusCost", "FocusModel", "FocusStats"]),
        .testTarget(name: "FocusImportTests", dependencies: ["FocusImport", "FocusModel"],
                    resources: [.copy("Fixtures")]),
    ]
)
