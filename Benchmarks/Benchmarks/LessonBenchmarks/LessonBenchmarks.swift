import Benchmark

// The lessons' code measured against its peers (issue 11). `scripts/benchmarks` runs this target
// and turns the samples into Benchmarks/RESULTS.md; `swift package benchmark` prints them as text.
//
// Every timed benchmark does `opsPerIteration` operations per iteration (`scaledIterations`),
// so a sample divided by 1,000 is one operation; the `SideTable memory` ones fill a table of a
// million owners per iteration instead (`memoryOwners`). Every benchmark checks that its work
// happened, with a `precondition` on something the work produced (instances that came back,
// handler calls counted, values read back): the optimiser has dropped calls here before.
//
// scripts/benchmark_results.py describes these settings in RESULTS.md: change it with them.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        units: [.mallocCountTotal: .count],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 5_000
    )
    registerDependencyInjection()
    registerEvents()
    registerSubjects()
    registerSideTable()
}

/// Operations in one iteration of a timed benchmark.
let opsPerIteration = BenchmarkScalingFactor.kilo.rawValue
