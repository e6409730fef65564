// swift-tools-version: 6.3
import PackageDescription

import Foundation

// MVVM Playground: lessons on the building blocks of MVVM, walked through in a terminal.
//
// Lessons are found, not listed: every folder under Lessons/ is a lesson module, built with the
// SnippetPlugin (its Markdown and marked code regions become the lesson's steps). What a lesson
// depends on follows from its `import` lines, `Rejected/` is kept out of the build when present, a
// subfolder without Swift files is copied as a resource, and `Tests/<Folder>Tests/`, when it exists,
// is the lesson's own test target. Lessons/order.txt gives the teaching order: adding a lesson is
// copying a folder and adding its name there (docs/writing-a-lesson.md).

let root = Context.packageDirectory
let files = FileManager.default

func folders(in path: String) -> [String] {
    ((try? files.contentsOfDirectory(atPath: root + "/" + path)) ?? []).filter { name in
        var isFolder: ObjCBool = false
        return !name.hasPrefix(".") && files.fileExists(atPath: root + "/" + path + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
    }.sorted()
}

func contents(of path: String) -> [String] {
    ((try? files.contentsOfDirectory(atPath: root + "/" + path)) ?? []).sorted()
}

/// Modules named in the `import` lines of the Swift files in `path`.
func imports(in path: String) -> Set<String> {
    var found = Set<String>()
    for name in contents(of: path) where name.hasSuffix(".swift") {
        guard let text = try? String(contentsOfFile: root + "/" + path + "/" + name, encoding: .utf8) else { continue }
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if let index = words.firstIndex(of: "import"), index + 1 < words.count, words[..<index].allSatisfy({ $0.hasPrefix("@") }) {
                found.insert(String(words[index + 1]))
            }
        }
    }
    return found
}

/// Products of other packages a lesson or its tests may import.
let products: [String: Target.Dependency] = [
    "Swinject": .product(name: "Swinject", package: "Swinject"),
    "OpenCombine": .product(name: "OpenCombine", package: "OpenCombine"),
    "OpenCombineDispatch": .product(name: "OpenCombineDispatch", package: "OpenCombine"),
    // Not OpenCombineFoundation (nor combine-schedulers, which brings it): its URLSession extensions
    // would make every program that links the lessons load FoundationNetworking, libcurl and its TLS stack.
    // The combine-mvvm tests' stand-in for OpenWeatherMap: a small SwiftNIO server.
    "NIOCore": .product(name: "NIOCore", package: "swift-nio"),
    "NIOPosix": .product(name: "NIOPosix", package: "swift-nio"),
    "NIOHTTP1": .product(name: "NIOHTTP1", package: "swift-nio"),
    "CustomDump": .product(name: "CustomDump", package: "swift-custom-dump"),
]

let lessonFolders = folders(in: "Lessons")
/// Our own modules a lesson may import besides other lessons.
let sharedModules: Set<String> = ["ConsoleViews", "PlaygroundKit", "TestSupport", "LessonCatalog", "Platform"]

func dependencies(importedIn path: String, except own: String) -> [Target.Dependency] {
    imports(in: path).sorted().compactMap { module -> Target.Dependency? in
        if module == own { return nil }
        if lessonFolders.contains(module) || sharedModules.contains(module) { return .target(name: module) }
        return products[module]
    }
}

/// A lesson module from the folder at `path` (named after it). `Rejected/` and `Exercises/` are
/// never part of the module. Every lesson has both, and they are excluded whether or not they are
/// there: SwiftPM caches what this manifest computes, keyed by its text, so an exclusion that
/// depended on the folder being there would go stale when a lesson gets its first exercise.
/// (`fixed: false` is for the minimal fixture lesson of docs/writing-a-lesson.md, which has neither.)
/// A subfolder with a `main.swift` is a program of its own, built beside `playground` (below), and not
/// part of the module.
func lessonTarget(_ name: String, path: String, fixed: Bool = true) -> Target {
    let inside = contents(of: path)
    let programs = folders(in: path).filter { contents(of: path + "/" + $0).contains("main.swift") }
    let excluded = (fixed ? ["Rejected", "Exercises"] : ["Rejected", "Exercises"].filter { inside.contains($0) }) + programs
    let resources = folders(in: path).filter { $0 != "Rejected" && $0 != "Exercises" && !contents(of: path + "/" + $0).contains { $0.hasSuffix(".swift") } }
    return .target(
        name: name,
        dependencies: ["LessonKit"] + dependencies(importedIn: path, except: name),
        path: path,
        exclude: excluded + inside.filter { $0.hasSuffix(".md") },
        resources: resources.map { .copy($0) },
        plugins: ["SnippetPlugin"]
    )
}

let lessonTargets = lessonFolders.map { lessonTarget($0, path: "Lessons/\($0)") }
let lessonTestTargets: [Target] = lessonFolders.filter { folders(in: "Tests").contains("\($0)Tests") }.map { name in
    .testTarget(name: "\(name)Tests", dependencies: [.target(name: name)] + dependencies(importedIn: "Tests/\(name)Tests", except: name))
}

/// libedit, from the system. Linux: `apt-get install libedit-dev` (found through pkg-config).
/// macOS: part of the SDK (histedit.h, libedit.tbd), so pkg-config is not asked there: it would
/// warn at every build that libedit.pc is missing and suggest Homebrew's libedit, which, once
/// installed, would silently replace the SDK's.
#if os(Linux)
let libedit = Target.systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])])
#else
let libedit = Target.systemLibrary(name: "CLibEdit")
#endif

let package = Package(
    name: "mvvm-playground",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "playground", targets: ["playground"]),
        // The shell and every command but `playground`'s quick forms, run through `playground` (which execs it).
        .executable(name: "playground-shell", targets: ["playground-shell"]),
        // `playground present` and `playground follow`, run through `playground` (which execs it).
        .executable(name: "playground-room", targets: ["playground-room"]),
        // The lessons' code as a library, for the benchmarks in Benchmarks/ (a package of their own).
        .library(name: "Lessons", targets: lessonFolders),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Without its FoundationNetworking trait (on by default): its URLRequest conformances would
        // make every program that links PlaygroundKit load libcurl and its TLS stack at start.
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3", traits: []),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The room's server and the follower's client: SwiftNIO's event loops and HTTP/1 codec,
        // under handlers of the room's own that bound what a peer can make it hold.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Generated inputs and shrinking in the suite's own tests (CellKitTests test the checks'
        // explorer with it). Tests only: its module imports Swift Testing.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Reading learner Swift as the compiler does (SwiftReading): what a cell declares, whether
        // typed lines are a whole cell yet. 603 is the version that parses Swift 6.3.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The platform layer (Sources/Platform): running programs, and descriptors and errno.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        libedit,
        // The one platform layer: every call into Glibc or Darwin that a module needs, one file per
        // concern with a Linux and a Darwin branch; programs run through swift-subprocess, descriptors
        // and errno through swift-system. Every other module asks it and keeps no platform branch.
        // Processes/: running other programs (swiftc for `compile`, check programs) with a time
        // limit, an output cap and cancellation (`ChildProcess`), the one posix_spawn (`Spawn`),
        // the exec that hands a command over to a sibling program (`ProgramExec`), signals,
        // process groups and the subreaper; Terminal/: the terminal's size and input.
        .target(name: "Platform", dependencies: [
            .product(name: "Subprocess", package: "swift-subprocess"), .product(name: "SystemPackage", package: "swift-system"),
        ]),
        // An exclusive flock(2) on a lock file, waited for with a timeout; reading a file without blocking (regular
        // files only); writing one safely (through symbolic links, atomically, devices and pipes in place, several
        // files all or none). Shared by the history file (LineEditing), the progress file and the learner's files
        // (PlaygroundKit), handouts and recordings (playground). Its system calls come from Platform.
        .target(name: "FileLocking", dependencies: ["Platform"]),
        .target(name: "LineEditing", dependencies: ["CLibEdit", "FileLocking", "Platform"]),
        .target(
            name: "PlaygroundKit",
            dependencies: ["FileLocking", "Platform", .product(name: "CustomDump", package: "swift-custom-dump")]
        ),
        // UIKit stand-ins that render as text, shared by the lessons.
        .target(name: "ConsoleViews"),
        // A minimal Language Server Protocol client for the toolchain's sourcekit-lsp (completions,
        // diagnostics), and the compile_commands.json writer that tells it how learner code is compiled.
        .target(name: "LanguageServer", dependencies: ["Platform"]),
        .executableTarget(name: "SnippetGen", dependencies: ["LessonFormat"]),
        .plugin(name: "SnippetPlugin", capability: .buildTool(), dependencies: ["SnippetGen"]),
        // Every lesson, in the order of Lessons/order.txt (the plugin generates `Catalog.standard`).
        .target(name: "LessonCatalog", dependencies: ["PlaygroundKit"] + lessonFolders.map { .target(name: $0) }, plugins: ["SnippetPlugin"]),
        // What every lesson imports: PlaygroundKit, and the `print` that writes into the running step.
        // And a recording subscriber for OpenCombine publishers (marble diagrams).
        .target(name: "LessonKit", dependencies: ["PlaygroundKit", products["OpenCombine"]!]),
        // What a Swift cell or an exercise's check program links with besides the lessons: the
        // live lesson rebuilt by replay, quiet earlier cells, and the checks' `expect`.
        .target(name: "CellKit", dependencies: ["PlaygroundKit", "Platform"]),
        // Compiles and runs learner code (cells, exercise checks) as programs of their own, against
        // the lessons linked into one shared library, with the flags SwiftPM built them with.
        .target(name: "SwiftCells", dependencies: [
            "PlaygroundKit", "Platform", "LanguageServer", "SwiftReading", .product(name: "SystemPackage", package: "swift-system"),
        ]),
        // Learner Swift read with swift-syntax's parser: a cell's items, what each declares, whether
        // typed lines are complete. Kept out of PlaygroundKit, which every lesson waits for.
        .target(name: "SwiftReading", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // A lesson as a handout (every step run, the exercises' tasks and hints), for export and the live page.
        .target(name: "Handouts", dependencies: ["PlaygroundKit"]),
        // The room (`playground present`, `playground follow`): a SwiftNIO server for the teacher's
        // moves, the attendees' progress and the live page, bounded by handlers of its own; the
        // follower's client.
        .target(name: "Classroom", dependencies: [
            "PlaygroundKit", "Handouts", "Platform", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // The lesson format: Markdown narrative, marked code regions, step actions, and the checks between them.
        .target(name: "LessonFormat"),
        // The combine-mvvm lesson's live requests, one per run: URLSession (FoundationNetworking, that
        // is libcurl and its TLS stack) in a program of its own, so `playground` never loads it.
        // A dependency of `playground`, so it is built beside it; not linked into it.
        .executableTarget(
            name: "playground-fetch",
            // Only what `playground` links anyway: SwiftPM links the libraries an executable
            // dependency uses into its dependent too (OpenCombineFoundation would bring libcurl back).
            dependencies: [products["OpenCombine"]!],
            path: "Lessons/CombineMVVM/Fetch"
        ),
        // What every executable does first (the descriptors, the signal mask, `--no-color`), the
        // terminal's output, the environment, a lesson's transcript printed, and the exec that hands
        // a command over to the program built beside `playground` that runs it. All the small
        // `playground` links besides the lessons: no ArgumentParser, no shell, no swift-syntax.
        .target(name: "ProgramStart", dependencies: ["PlaygroundKit", "LessonCatalog", "Platform"]),
        // The shell's terminal front end (the session, its line reader, the pager, the editor), the
        // ArgumentParser start the two programs that parse share, and the room's command line:
        // `playground-shell` and `playground-room` link it. Never the room's networking (Classroom).
        .target(
            name: "PlaygroundApp",
            dependencies: [
                "PlaygroundKit", "ProgramStart", "LineEditing", "LessonCatalog", "Platform", "CellKit", "SwiftCells", "SwiftReading",
                .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // `playground`: the lessons, `--version` and a plain `run <lesson>`, and the exec that hands
        // everything else to `playground-shell` (or `playground-room`). Neither is among its
        // dependencies, on purpose: SwiftPM links into an executable all that the executables it
        // depends on depend on (their own module aside), so the shell's swift-syntax, line editor and
        // cells, or the room's SwiftNIO, would be linked into it and loaded by every `playground run`.
        // `swift build` builds all three; `swift run playground` builds `playground` alone, and
        // `playground` then builds a sibling it hands over to when it is missing or older than its
        // objects (SiblingProgram). In a release build on Linux the Swift runtime and Foundation
        // are linked in statically: a `playground run` then spends no time in the dynamic loader
        // binding them (there is no static Swift runtime on macOS; a debug build stays dynamic, as
        // the test bundle, which links this target's code, must).
        .executableTarget(
            name: "playground",
            dependencies: ["ProgramStart", "PlaygroundKit", "LessonCatalog", "playground-fetch"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        // The interactive shell and every command `playground` does not answer itself, which it
        // execs. It links the lessons, so that the cells' libraries bind to its symbols.
        .executableTarget(
            name: "playground-shell",
            dependencies: [
                "PlaygroundApp", "ProgramStart", "PlaygroundKit", "LessonCatalog", "SwiftCells", "SwiftReading", "Handouts", "FileLocking", "Platform",
                "playground-fetch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Swift cells run in the shell's process: each cell's library binds its references to
            // the lessons (and to earlier cells) to this executable's symbols, so it exports them.
            // (On macOS a debug build's executable exports its symbols as they are, and cells link
            // with `-undefined dynamic_lookup`; a release build is linked with `-dead_strip`, but
            // cells refuse release builds anyway: they need the lessons built for testing.)
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]
        ),
        // `playground present` and `playground follow`, which `playground` execs: the only program
        // that links the room (Classroom, SwiftNIO) and so loads the networking stack.
        .executableTarget(
            name: "playground-room",
            dependencies: [
                "PlaygroundApp", "PlaygroundKit", "LineEditing", "LessonCatalog", "Classroom", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzzing the shell (Fuzz/README.md): scripts/fuzz builds it with libFuzzer; a plain build
        // replays Fuzz/corpus or runs a seeded generator.
        .executableTarget(name: "ShellFuzz", dependencies: ["PlaygroundKit", "LessonCatalog"], path: "Fuzz/ShellFuzz"),

        .target(name: "TestSupport", dependencies: ["PlaygroundKit"], path: "Tests/TestSupport"),
        .testTarget(name: "PlaygroundKitTests", dependencies: ["PlaygroundKit", "TestSupport", "FileLocking"]),
        // The lock file, safe writes and non-blocking reads, with nothing above them.
        .testTarget(name: "FileLockingTests", dependencies: ["FileLocking", "TestSupport"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing", "TestSupport"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
        // The app layer in process: the pager's and the editor's choices and runs, the supervisor's
        // folder and endings, `compile` under the runner's limits.
        .testTarget(name: "PlaygroundAppTests", dependencies: ["PlaygroundApp", "PlaygroundKit", "Platform"]),
        // The built `playground` binary, run as a user runs it: pipes, closed descriptors, terminals.
        .testTarget(name: "PlaygroundTests", dependencies: ["playground", "playground-shell", "playground-room", "PlaygroundKit", "LessonCatalog", "TestSupport"]),
        .testTarget(name: "ConsoleViewsTests", dependencies: ["ConsoleViews"]),
        .testTarget(name: "LessonCatalogTests", dependencies: ["PlaygroundKit", "LessonCatalog", "TestSupport", "HelloFixture"]),
        .testTarget(name: "HandoutsTests", dependencies: ["Handouts", "PlaygroundKit", "LessonCatalog", "TestSupport"]),
        .testTarget(name: "ClassroomTests", dependencies: ["Classroom", "PlaygroundKit", "TestSupport"]),
        .testTarget(name: "LessonFormatTests", dependencies: ["LessonFormat", "SnippetGen", "PlaygroundKit"]),
        // Learner code compiled and run for real: cells, exercise checks, the authoring audit.
        .testTarget(name: "SwiftCellsTests", dependencies: ["SwiftCells", "LessonCatalog", "TestSupport", "Platform", "CellKit", "playground-shell", "LanguageServer", "SwiftReading"]),
        // The language server client: framing, JSON, the compile database, fake servers that misbehave.
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer"]),
        // Learner Swift read with swift-syntax's parser: whether typed lines are a whole cell yet.
        .testTarget(name: "SwiftReadingTests", dependencies: ["SwiftReading"]),
        .testTarget(name: "CellKitTests", dependencies: ["CellKit", "PlaygroundKit", .product(name: "PropertyBased", package: "swift-property-based")]),
    ]
        + lessonTargets
        + lessonTestTargets
        // The minimal lesson docs/writing-a-lesson.md builds, kept as a fixture the tests build and run.
        + [lessonTarget("HelloFixture", path: "Tests/Fixtures/Hello", fixed: false)],
    swiftLanguageModes: [.v6]
)
