// swift-tools-version: 6.3
import PackageDescription

// MVVM Playground: lessons on the building blocks of MVVM, walked through in a terminal.
//
// Adding a lesson: add its folder under Lessons/, one entry to `lessons` below, and the lesson type
// to Sources/LessonCatalog/Catalog.swift. The catalog test fails when one of the three is missing.

/// One lesson, one module. `path` is the folder under Lessons/; `dependencies` are extra products.
struct LessonModule {
    var name: String
    var dependencies: [Target.Dependency] = []
    /// Whether the folder has `Rejected/`: snippets the compiler refuses, kept out of the build.
    var hasRejected = false
    /// Files the lesson reads at run time (`Bundle.module`), relative to its folder.
    var resources: [Resource] = []
    /// Extra dependencies of the lesson's test target.
    var testDependencies: [Target.Dependency] = []
}

let lessons: [LessonModule] = [
    LessonModule(
        name: "DependencyInjection",
        dependencies: [.product(name: "Swinject", package: "Swinject")],
        hasRejected: true
    ),
    LessonModule(
        name: "TypeErasure",
        dependencies: ["DependencyInjection", "ConsoleViews", .product(name: "OpenCombine", package: "OpenCombine")],
        hasRejected: true
    ),
    LessonModule(
        name: "SideTable",
        dependencies: ["TypeErasure", "Events", "ConsoleViews"],
        hasRejected: true
    ),
    LessonModule(name: "Events", dependencies: ["ConsoleViews"], hasRejected: true),
    LessonModule(
        name: "PropertyWrappers",
        dependencies: ["DependencyInjection", "Events", "ConsoleViews", .product(name: "OpenCombine", package: "OpenCombine")],
        hasRejected: true
    ),
    LessonModule(
        name: "InputOutput",
        dependencies: ["ConsoleViews", .product(name: "OpenCombine", package: "OpenCombine")],
        hasRejected: true
    ),
    LessonModule(
        name: "CombineMVVM",
        dependencies: [
            "ConsoleViews",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            .product(name: "CombineSchedulers", package: "combine-schedulers"),
        ],
        hasRejected: true,
        resources: [.copy("Samples")],
        testDependencies: [.product(name: "FlyingFox", package: "FlyingFox")]
    ),
    LessonModule(name: "EventRouter", dependencies: ["ConsoleViews"], hasRejected: true),
]

let package = Package(
    name: "mvvm-playground",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "playground", targets: ["playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // libedit, from the system: `apt-get install libedit-dev` on Debian/Ubuntu, in the SDK on macOS.
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(name: "LineEditing", dependencies: ["CLibEdit"]),
        .target(
            name: "PlaygroundKit",
            dependencies: [.product(name: "CustomDump", package: "swift-custom-dump")]
        ),
        // UIKit stand-ins that render as text, shared by the lessons.
        .target(name: "ConsoleViews"),
        // Runs other programs (swiftc for `compile`) with a time limit, an output cap and cancellation.
        .target(name: "ChildProcess"),
        .executableTarget(name: "SnippetGen"),
        .plugin(name: "SnippetPlugin", capability: .buildTool(), dependencies: ["SnippetGen"]),
        .target(name: "LessonCatalog", dependencies: lessons.map { .target(name: $0.name) }),
        .executableTarget(
            name: "playground",
            dependencies: [
                "PlaygroundKit", "LineEditing", "LessonCatalog", "ChildProcess",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzzing the shell (Fuzz/README.md): scripts/fuzz builds it with libFuzzer; a plain build
        // replays Fuzz/corpus or runs a seeded generator.
        .executableTarget(name: "ShellFuzz", dependencies: ["PlaygroundKit", "LessonCatalog"], path: "Fuzz/ShellFuzz"),

        .target(name: "TestSupport", dependencies: ["PlaygroundKit"], path: "Tests/TestSupport"),
        .testTarget(name: "PlaygroundKitTests", dependencies: ["PlaygroundKit", "TestSupport"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
        .testTarget(name: "ChildProcessTests", dependencies: ["ChildProcess"]),
        // The built `playground` binary, run as a user runs it: pipes, closed descriptors, terminals.
        .testTarget(name: "PlaygroundTests", dependencies: ["playground"]),
        .testTarget(name: "ConsoleViewsTests", dependencies: ["ConsoleViews"]),
        .testTarget(name: "LessonCatalogTests", dependencies: ["PlaygroundKit", "LessonCatalog", "TestSupport"]),
    ]
        + lessons.map { lesson in
            .target(
                name: lesson.name,
                dependencies: ["PlaygroundKit"] + lesson.dependencies,
                path: "Lessons/\(lesson.name)",
                exclude: lesson.hasRejected ? ["Rejected"] : [],
                resources: lesson.resources,
                plugins: ["SnippetPlugin"]
            )
        }
        + lessons.map { lesson in
            .testTarget(
                name: "\(lesson.name)Tests",
                dependencies: [.target(name: lesson.name), "TestSupport"] + lesson.testDependencies
            )
        },
    swiftLanguageModes: [.v6]
)
