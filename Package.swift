// swift-tools-version:6.0
import PackageDescription

// Every target lists each module it imports; nothing re-exports another
// module, so this file is the whole dependency graph (docs/architecture.md).
let package = Package(
    name: "FocusBench",
    products: [
        .executable(name: "focusbench", targets: ["focusbench"]),
        // The libraries an app's own tests can use to time its screens.
        .library(name: "FocusModel", targets: ["FocusModel"]),
        .library(name: "FocusStats", targets: ["FocusStats"]),
        .library(name: "FocusSimulation", targets: ["FocusSimulation"]),
        .library(name: "FocusCost", targets: ["FocusCost"]),
        .library(name: "FocusLint", targets: ["FocusLint"]),
        .library(name: "FocusOptimizer", targets: ["FocusOptimizer"]),
        .library(name: "FocusTuning", targets: ["FocusTuning"]),
        .library(name: "FocusReport", targets: ["FocusReport"]),
        .library(name: "FocusRun", targets: ["FocusRun"]),
        .library(name: "FocusImport", targets: ["FocusImport"]),
        .library(name: "FocusSweep", targets: ["FocusSweep"]),
    ],
    targets: [
        // MARK: - C libraries

        .systemLibrary(
            name: "CGSL",
            pkgConfig: "gsl",
            providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]
        ),

        // MARK: - Numerics (the only importer of CGSL)

        .target(name: "FocusStats", dependencies: ["CGSL"]),

        // MARK: - Model, simulation, cost

        .target(name: "FocusModel", dependencies: ["FocusStats"]),
        .target(name: "FocusSimulation", dependencies: ["FocusModel", "FocusStats"]),
        .target(name: "FocusCost", dependencies: ["FocusModel", "FocusSimulation", "FocusStats"]),

        // MARK: - Lint

        .target(name: "FocusLint", dependencies: ["FocusModel", "FocusSimulation", "FocusCost"]),

        // MARK: - Optimizer

        .target(name: "FocusOptimizer", dependencies: ["FocusModel", "FocusStats", "FocusCost"]),

        // MARK: - Scan-setting tuning

        .target(name: "FocusTuning", dependencies: ["FocusModel", "FocusSimulation", "FocusStats", "FocusCost"]),

        // MARK: - Sweeps over settings, shards and their merge

        .target(name: "FocusSweep", dependencies: ["FocusModel", "FocusSimulation", "FocusStats", "FocusCost"]),

        // MARK: - Reports

        .target(
            name: "FocusReport",
            dependencies: ["FocusModel", "FocusSimulation", "FocusStats", "FocusCost", "FocusLint",
                           "FocusOptimizer", "FocusTuning", "FocusKeyboard", "FocusSweep"]
        ),

        // MARK: - Runs that feed reports (report, check), above the result types they fill

        .target(
            name: "FocusRun",
            dependencies: ["FocusModel", "FocusStats", "FocusCost", "FocusLint", "FocusReport", "FocusImport"]
        ),

        // MARK: - The typing benchmark (`focusbench keyboard`); the typing model is FocusCost's

        .target(name: "FocusKeyboard", dependencies: ["FocusModel", "FocusSimulation", "FocusStats", "FocusCost"]),

        // MARK: - Importing real screens

        .target(name: "FocusImport", dependencies: ["FocusModel"]),

        // MARK: - Command line

        .executableTarget(
            name: "focusbench",
            dependencies: ["FocusModel", "FocusSimulation", "FocusStats", "FocusCost", "FocusLint",
                           "FocusOptimizer", "FocusTuning", "FocusReport", "FocusRun", "FocusKeyboard", "FocusImport", "FocusSweep"]
        ),

        // MARK: - Benchmarks

        // The C+GSL loop the benchmark holds the Swift simulator's throughput against.
        .target(name: "CReferenceLoop", dependencies: ["CGSL"], path: "Benchmarks/CReferenceLoop"),
        .executableTarget(
            name: "FocusBenchmark",
            dependencies: ["FocusModel", "FocusCost", "FocusOptimizer", "FocusSweep", "CReferenceLoop"],
            path: "Benchmarks/FocusBenchmark"
        ),

        // MARK: - Tests

        .testTarget(name: "FocusStatsTests", dependencies: ["FocusStats"]),
        .testTarget(name: "FocusModelTests", dependencies: ["FocusModel", "FocusStats"]),
        .testTarget(name: "FocusSimulationTests", dependencies: ["FocusSimulation", "FocusModel", "FocusStats"]),
        .testTarget(name: "FocusCostTests", dependencies: ["FocusCost", "FocusSimulation", "FocusModel", "FocusStats"]),
        .testTarget(name: "FocusLintTests", dependencies: ["FocusLint", "FocusCost", "FocusModel", "FocusStats"]),
        .testTarget(name: "FocusOptimizerTests", dependencies: ["FocusOptimizer", "FocusCost", "FocusModel"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "FocusTuningTests",
                    dependencies: ["FocusTuning", "FocusCost", "FocusSimulation", "FocusModel", "FocusStats"]),
        .testTarget(name: "FocusReportTests",
                    dependencies: ["FocusReport", "FocusRun", "FocusCost", "FocusSimulation", "FocusModel", "FocusStats",
                                   "FocusOptimizer", "FocusLint"]),
        // The golden numbers are read from the source tree, not bundled.
        // FocusImport's headless browser runs axe-core over the HTML pages.
        .testTarget(name: "CommandLineTests", dependencies: ["focusbench", "FocusImport", "FocusModel"],
                    exclude: ["Golden"]),
        .testTarget(name: "FocusKeyboardTests",
                    dependencies: ["FocusKeyboard", "FocusCost", "FocusModel", "FocusStats", "FocusTuning"]),
        .testTarget(name: "FocusSweepTests", dependencies: ["FocusSweep", "FocusModel"]),
        // Only the public API of the library products, as an app's tests use
        // it (no package access, so what is `package` is out of its reach as it is
        // of an app); it depends on focusbench to have the executable built and compare with it.
        .testTarget(name: "PublicAPITests",
                    dependencies: ["FocusCost", "FocusModel", "FocusSimulation", "FocusImport", "FocusLint",
                                   "FocusReport", "FocusRun", "focusbench"],
                    packageAccess: false),
        .testTarget(name: "FocusImportTests", dependencies: ["FocusImport", "FocusModel"],
                    resources: [.copy("Fixtures"), .copy("Corpus")]),
    ]
)
