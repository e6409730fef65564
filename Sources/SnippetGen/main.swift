import Foundation
import LessonFormat

// SnippetGen: run by SnippetPlugin at build time. The parsing and checking live in LessonFormat;
// this is the command line around it. A problem fails the build with `file:line: error: ...`.
//
// usage:
//   SnippetGen lesson --package-root DIR --module NAME --output FILE [--document FILE.md]
//                     [--rejected FILE]... [--other MODULE=FOLDER]... [--exercise FOLDER]...
//                     [--translation lesson.LANG.md]... SOURCE...
//   A stale or missing translation is a warning at its line (`file:line: warning: ...`); the build goes on.
//   SnippetGen catalog --package-root DIR --output FILE --order Lessons/order.txt

struct Usage: Error, CustomStringConvertible {
    var description: String
}

func writeIfChanged(_ text: String, to path: String) throws {
    if (try? String(contentsOfFile: path, encoding: .utf8)) != text {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

func run(_ arguments: [String]) throws {
    guard let mode = arguments.first else { throw Usage(description: "usage: SnippetGen lesson|catalog ...") }
    var root = "", output = "", module = "", order = ""
    var document: String?
    var sources: [String] = [], rejected: [String] = [], exercises: [String] = [], translations: [String] = []
    var others: [String: String] = [:]
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
        switch argument {
        case "--package-root": root = iterator.next() ?? ""
        case "--output": output = iterator.next() ?? ""
        case "--module": module = iterator.next() ?? ""
        case "--document": document = iterator.next()
        case "--order": order = iterator.next() ?? ""
        case "--rejected": rejected += iterator.next().map { [$0] } ?? []
        case "--exercise": exercises += iterator.next().map { [$0] } ?? []
        case "--translation": translations += iterator.next().map { [$0] } ?? []
        case "--other":
            let pair = (iterator.next() ?? "").split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { others[pair[0]] = pair[1] }
        default: sources.append(argument)
        }
    }
    guard !root.isEmpty, !output.isEmpty else { throw Usage(description: "SnippetGen: --package-root and --output are required") }
    switch mode {
    case "lesson":
        let lesson = try LessonFolder.load(
            name: module, root: root, sources: sources, rejected: rejected, document: document, otherModules: others,
            exercises: exercises, translations: translations)
        try writeIfChanged(try Generator.lessonModule(lesson), to: output)
        let warnings = lesson.translationWarnings()
        if !warnings.isEmpty { FileHandle.standardError.write(Data(Diagnostics(warnings).description.utf8 + [UInt8(ascii: "\n")])) }
    case "catalog":
        try writeIfChanged(Generator.catalog(try LessonFolder.catalog(orderFile: order, root: root)), to: output)
    default:
        throw Usage(description: "SnippetGen: unknown mode '\(mode)'; use lesson or catalog")
    }
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
