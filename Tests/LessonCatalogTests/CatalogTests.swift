import Foundation
import LessonCatalog
@testable import PlaygroundKit
import Testing
import TestSupport

/// The authoring checks: what every lesson must have before it ships.
@Suite struct CatalogTests {
    let catalog = Catalog.standard

    @Test func everyLessonFolderIsInTheCatalog() {
        let modules = Set(catalog.lessons.map { String(reflecting: $0).split(separator: ".").first.map(String.init) ?? "" })
        for folder in Paths.folders(in: Paths.lessons) {
            #expect(modules.contains(folder), "Lessons/\(folder) is not in Catalog.standard (Sources/LessonCatalog/Catalog.swift)")
        }
        #expect(!modules.isEmpty)
    }

    @Test func idsAreUniqueAndTypeable() {
        let ids = catalog.ids
        #expect(Set(ids).count == ids.count, "duplicate lesson ids: \(ids)")
        for id in ids {
            #expect(!id.isEmpty && id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "id '\(id)' must be lowercase letters, digits and dashes")
            #expect(Int(id) == nil, "an id must not be a number: numbers open lessons by position")
        }
    }

    @Test(arguments: Catalog.standard.ids)
    func lessonHasMetadataAndStepsWithText(_ id: String) throws {
        let type = try #require(catalog.lesson(matching: id)).lesson
        #expect(!type.title.isEmpty)
        #expect(!type.summary.isEmpty)
        #expect(!type.source.isEmpty)
        let lesson = type.init(context: LessonContext())
        #expect(!lesson.steps.isEmpty)
        for (index, step) in lesson.steps.enumerated() {
            #expect(!step.title.isEmpty, "step \(index + 1) of \(id) has no title")
            #expect(!step.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "step \(index + 1) of \(id) has no text")
            for snippet in step.code {
                #expect(!snippet.text.isEmpty, "step \(index + 1) of \(id) shows an empty snippet '\(snippet.name)'")
            }
        }
    }

    @Test(arguments: Catalog.standard.ids)
    func lessonCommandsDoNotShadowBuiltins(_ id: String) throws {
        let type = try #require(catalog.lesson(matching: id)).lesson
        let builtins = Set(Shell(catalog: .standard).builtins.flatMap(\.words))
        var seen = Set<String>()
        for command in type.init(context: LessonContext()).commands {
            for name in [command.name] + command.aliases {
                #expect(!builtins.contains(name), "lesson '\(id)' command '\(name)' clashes with a built-in")
                #expect(seen.insert(name).inserted, "lesson '\(id)' defines '\(name)' twice")
                #expect(name == name.lowercased(), "command names are lowercase: '\(name)'")
            }
            #expect(!command.summary.isEmpty)
        }
    }

    @Test(arguments: Catalog.standard.ids)
    func everyStepRunsWithoutError(_ id: String) throws {
        let result = try Transcript.isolated(catalog: catalog, lessonID: id).get()
        let failures = result.text.plain.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(result.succeeded, "failing steps in \(id): \(failures)")
    }
}

/// Lesson names as people type them.
@Suite struct LessonMatchingTests {
    let catalog = Catalog.standard

    @Test func anAmbiguousPrefixNamesTheCandidates() {
        #expect(catalog.lesson(matching: "ev") == nil)
        #expect(catalog.candidates(forPrefix: "ev") == ["events", "event-router"])
        #expect(catalog.noMatchMessage(for: "ev") == "'ev' could be 'events' or 'event-router': type more of the id")
        let shell = ScriptedShell(catalog: catalog)
        let response = shell.send("open ev")
        #expect(response.failed)
        #expect(response.text.plain.contains("'ev' could be 'events' or 'event-router'"))
        let transcript = Transcript.isolated(catalog: catalog, lessonID: "ev")
        if case .failure(let error) = transcript {
            #expect(error.message.hasPrefix("'ev' could be 'events' or 'event-router'"))
        } else {
            Issue.record("'run ev' should fail")
        }
    }

    @Test func aUniquePrefixOpens() {
        #expect(catalog.lesson(matching: "eventr") == nil)
        #expect(catalog.lesson(matching: "event-")?.lesson.id == "event-router")
        #expect(catalog.lesson(matching: "DI")?.lesson.id == "di")
    }
}
