import Foundation
import XCTest

/// The `make dist` tarball: one binary that runs with the Swift toolchain
/// and GSL out of reach, packed with its completions, manual page, licences
/// and the example scenarios. `make test` builds the tarball before the tests.
final class DistTests: XCTestCase {
    /// The libraries a binary may load from the system: the C and C++ runtimes.
    private static let systemLibraries = ["linux-vdso.so", "ld-linux", "libc.so", "libm.so", "libstdc++.so",
                                          "libgcc_s.so", "libdl.so", "libpthread.so", "librt.so", "libutil.so"]

    /// An environment without the toolchain: no Swift directory on PATH, no LD_LIBRARY_PATH.
    private static let bareEnvironment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]

    private var unpacked: URL!

    override func setUpWithError() throws {
        let dist = FocusBenchProcess.packageRoot.appendingPathComponent("dist")
        let tarballs = ((try? FileManager.default.contentsOfDirectory(at: dist, includingPropertiesForKeys:
                                                                        [.contentModificationDateKey])) ?? [])
            .filter { $0.lastPathComponent.hasPrefix("focusbench-") && $0.lastPathComponent.hasSuffix(".tar.gz") }
        guard let tarball = try tarballs.max(by: { try modified($0) < modified($1) }) else {
            let message = "dist/ holds no focusbench tarball: `make dist` builds it (`make test` does so first)"
            // CI runs `make test`, which builds it: missing there is a failure.
            if ProcessInfo.processInfo.environment["CI"] != nil { throw MissingBuild(message: message) }
            throw XCTSkip(message)
        }
        unpacked = FileManager.default.temporaryDirectory.appendingPathComponent("dist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        let tar = try FocusBenchProcess.run(program: URL(fileURLWithPath: "/bin/tar"),
                                            ["-xzf", tarball.path, "-C", unpacked.path, "--strip-components=1"])
        XCTAssertEqual(tar.status, 0, tar.stderr)
    }

    override func tearDownWithError() throws {
        if let unpacked { try? FileManager.default.removeItem(at: unpacked) }
    }

    private func modified(_ url: URL) throws -> Date {
        try url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate ?? .distantPast
    }

    private var binary: URL { unpacked.appendingPathComponent("bin/focusbench") }

    func testTheTarballHoldsTheBinaryItsManualCompletionsLicencesAndScenarios() throws {
        for path in ["bin/focusbench", "share/man/man1/focusbench.1", "share/bash-completion/completions/focusbench",
                     "share/zsh/site-functions/_focusbench", "share/fish/vendor_completions.d/focusbench.fish",
                     "share/focusbench/scenarios/signup.json", "LICENSE", "licences/GSL-copyright",
                     "licences/libxml2-copyright", "licences/ICU-copyright", "licences/zlib-copyright",
                     "licences/xz-copyright", "licences/Swift-LICENSE.txt", "README"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: unpacked.appendingPathComponent(path).path), path)
        }
        let manual = try String(contentsOf: unpacked.appendingPathComponent("share/man/man1/focusbench.1"),
                                encoding: .utf8)
        XCTAssertEqual(manual, try FocusBenchProcess.run("man").stdout,
                       "the tarball's manual is not this build's: is dist/ older than the source? (make dist)")
        let gsl = try String(contentsOf: unpacked.appendingPathComponent("licences/GSL-copyright"), encoding: .utf8)
        XCTAssertTrue(gsl.contains("GPL-3"), "the GSL licence note names its licence")
        // The tarball is of this version.
        let version = try FocusBenchProcess.run(program: binary, ["--version"], environment: Self.bareEnvironment)
        XCTAssertEqual(version.stdout, try FocusBenchProcess.run("--version").stdout)
    }

    func testTheBinaryLoadsOnlySystemLibraries() throws {
        let ldd = try FocusBenchProcess.run(program: URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path],
                                            environment: Self.bareEnvironment)
        XCTAssertEqual(ldd.status, 0, ldd.stderr)
        let libraries = ldd.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertFalse(libraries.isEmpty)
        for library in libraries {
            XCTAssertTrue(Self.systemLibraries.contains { library.hasPrefix($0) || library.contains("/\($0)") },
                          "not a system library: \(library)")
            XCTAssertFalse(library.contains("not found"), library)
        }
    }

    func testTheBinaryRunsTheShippedScenarioWithoutTheToolchain() throws {
        let scenarios = unpacked.appendingPathComponent("share/focusbench")
        let text = try FocusBenchProcess.run(program: binary, ["simulate", "scenarios/signup.json"], in: scenarios,
                                             environment: Self.bareEnvironment)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.hasPrefix("Sign-up form: order 'visual', user ios-switch-control\n"), text.stdout)

        // The static release binary computes the numbers of the debug build.
        let arguments = ["simulate", "scenarios/signup.json", "--replications", "400", "--seed", "7", "--format", "json"]
        let shipped = try FocusBenchProcess.run(program: binary, arguments, in: scenarios,
                                                environment: Self.bareEnvironment)
        let built = try FocusBenchProcess.run(arguments)
        XCTAssertEqual(shipped.status, 0, shipped.stderr)
        let mean = { (json: String) throws -> Double in
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            return try XCTUnwrap(object?["mean"] as? Double)
        }
        XCTAssertEqual(try mean(shipped.stdout), try mean(built.stdout), accuracy: 1e-9)
    }
}

/// Something `make test` builds before the tests is missing.
struct MissingBuild: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
