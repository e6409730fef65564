// swift-tools-version: 6.3
import PackageDescription

// The exercises' checks measured by mutants (issue 35): `scripts/mutate` builds `mutate`, which
// reads a reference solution with swift-syntax and writes its mutants, then compiles each against
// the exercise's checks. A package of its own, so that the playground's `swift build` and `swift
// test` neither build nor resolve swift-syntax (one to two and a half minutes on two cores).
let package = Package(
    name: "mvvm-playground-mutants",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "mutate",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
