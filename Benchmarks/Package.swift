// swift-tools-version: 6.3
import PackageDescription

// The lessons measured against their peers (issue 11): `scripts/benchmarks` runs these with
// ordo-one/benchmark and writes RESULTS.md. A package of its own, so that the playground's
// `swift build` and `swift test` neither build nor resolve the benchmark harness.
//
// ordo-one/benchmark's default traits add, on Linux with Swift 6.3, a Swift runtime interposer
// (for ARC counts) that is not in the local package mirror: only `MallocInterposer` is enabled,
// which gives the malloc metrics (allocations per operation, bytes) and needs nothing installed.
let package = Package(
    name: "mvvm-playground-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "mvvm-playground", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // The heap's bytes in use (glibc's mallinfo2, which Swift's Glibc module does not bring in;
        // Darwin's malloc_zone_statistics): memory per entry.
        .target(name: "HeapStatistics"),
        // ordo-one/benchmark finds benchmark targets by their folder: Benchmarks/<Target>.
        .executableTarget(
            name: "LessonBenchmarks",
            dependencies: [
                "HeapStatistics",
                .product(name: "Lessons", package: "mvvm-playground"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Benchmarks/LessonBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
