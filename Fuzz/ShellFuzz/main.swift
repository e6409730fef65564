#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// ShellFuzz: feeds random and grammar-aware lines to every lesson's shell.
//
// Built by `scripts/fuzz` with `-sanitize=fuzzer`, it is a libFuzzer binary: the arguments are
// libFuzzer's (corpus folders, -max_total_time=60, -runs=N, -dict=...). Built plainly (as
// `swift build` does), or given one of the options below, it runs on its own:
//
//   ShellFuzz --replay [--echo] PATH...    run each file (folders: each file in them) once
//   ShellFuzz --generate N [--seed S]      run N inputs from a seeded generator (deterministic)
//
// --echo prints every line and response: the way to read what a crashing input does.
// SHELLFUZZ_DETERMINISM=1 (either way of running) runs each input twice and stops when the two
// sessions print differently; =ignore-addresses lets heap addresses differ.

// Lesson combine-mvvm goes to the network on `service live` when it finds an API key: not here.
unsetenv("OPENWEATHER_API_KEY")

let arguments = Array(CommandLine.arguments.dropFirst())
let harness = Harness()
if let value = getenv("SHELLFUZZ_DETERMINISM").map({ String(cString: $0) }), !value.isEmpty {
    guard let check = Harness.DeterminismCheck(rawValue: value) else {
        Standalone.error("ShellFuzz: SHELLFUZZ_DETERMINISM is 0, 1 or ignore-addresses, not '\(value)'\n")
        exit(2)
    }
    harness.determinism = check
}

/// libFuzzer's driver, when this binary was linked with it (`-sanitize=fuzzer`). Looked up at run
/// time so the same source builds into a plain executable too; the fuzz script exports the
/// symbol (`-Xlinker --export-dynamic-symbol=LLVMFuzzerRunDriver`).
typealias FuzzerDriver = @convention(c) (
    UnsafeMutablePointer<Int32>,
    UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

func libFuzzerDriver() -> FuzzerDriver? {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") else { return nil }
    return unsafeBitCast(symbol, to: FuzzerDriver.self)
}

@MainActor func probeOrExit(quiet: Bool) {
    let problems = harness.probe()
    if !problems.isEmpty {
        for problem in problems { Standalone.error("ShellFuzz: probe: \(problem)\n") }
        if problems.contains(where: { !$0.hasPrefix("cannot count threads") }) { exit(2) }
    }
    if !quiet {
        let parking = harness.parked.parkingSteps.map(\.description).sorted()
        Standalone.error("ShellFuzz: \(harness.catalog.ids.count) lessons probed; steps that park a thread: \(parking.isEmpty ? "none" : parking.joined(separator: ", ")) (at most \(harness.parked.runsLeft) runs of them per process)\n")
    }
}

let standaloneOptions: Set<String> = ["--replay", "--generate", "--echo", "--help", "-h"]
if let driver = libFuzzerDriver(), !arguments.contains(where: standaloneOptions.contains) {
    probeOrExit(quiet: false)
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    // libFuzzer calls back on the thread that called it: this one, the main thread.
    let status = driver(&argc, &argv) { data, size in
        MainActor.assumeIsolated { harness.run(UnsafeBufferPointer(start: data, count: size)) }
        return 0
    }
    exit(status)
} else {
    exit(Standalone.main(arguments: arguments, harness: harness, probe: probeOrExit))
}
