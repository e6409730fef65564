import Foundation
import Testing

/// `playground export` and `playground run --asciicast`, run as a teacher runs them.
@Suite struct ExportCommandTests {
    let folder: TemporaryFolder
    let environment: [String: String]

    init() throws {
        folder = try TemporaryFolder()
        environment = PlaygroundBinary.environment(stateHome: folder.url)
    }

    func read(_ name: String, in out: URL) throws -> String {
        try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func aLessonIsExportedAsMarkdownAndAnUnchangedExportRewritesNothing() throws {
        let out = folder.url.appendingPathComponent("handouts")
        let first = try PlaygroundBinary.run(["export", "di", "--out", out.path], environment: environment)
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == "created   \(out.path)/1-di.md\n")
        let handout = try read("1-di.md", in: out)
        #expect(handout.hasPrefix("# Lesson 1: A budget DI container\n"))
        #expect(handout.contains("\n## 12. "))
        #expect(handout.contains("<summary>Hint 1 of "))
        #expect(!handout.contains("**Solution**"))
        let again = try PlaygroundBinary.run(["export", "di", "--out", out.path], environment: environment)
        #expect(again.status == 0)
        #expect(again.output == "unchanged \(out.path)/1-di.md\n")
        // The teacher's copy replaces the learner's: export wrote it and nobody changed it.
        let teacher = try PlaygroundBinary.run(["export", "1", "--solutions", "--out", out.path], environment: environment)
        #expect(teacher.status == 0, "\(teacher.errors)")
        #expect(teacher.output == "updated   \(out.path)/1-di.md\n")
        #expect(try read("1-di.md", in: out).contains("**Solution** (teacher's copy):"))
    }

    @Test func theDefaultFolderIsHandoutsInTheCurrentFolder() throws {
        let result = try PlaygroundBinary.runShell("cd '\(folder.url.path)' && \"$0\" export di", environment: environment)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "created   handouts/1-di.md\n")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("handouts/1-di.md").path))
    }

    @Test func aFileExportDidNotWriteIsNeverReplacedSilently() throws {
        let out = folder.url.appendingPathComponent("class")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("# My own notes\n".utf8).write(to: out.appendingPathComponent("README.md"))
        let refused = try PlaygroundBinary.run(["export", "--all", "--out", out.path], environment: environment)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("not replacing \(out.path)/README.md"), "\(refused.errors)")
        #expect(refused.errors.contains("--force"))
        #expect(try read("README.md", in: out) == "# My own notes\n")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("1-di.md").path), "nothing is written when anything is refused")

        let forced = try PlaygroundBinary.run(["export", "--all", "--out", out.path, "--force"], environment: environment)
        #expect(forced.status == 0, "\(forced.errors)")
        let index = try read("README.md", in: out)
        #expect(index.hasPrefix("# MVVM Playground: handouts\n"))
        #expect(index.contains("1. [A budget DI container](1-di.md): "))
        #expect(forced.output.split(separator: "\n").count == 9, "eight handouts and the index: \(forced.output)")

        // A handout with the teacher's notes added is not overwritten either.
        let notes = try read("1-di.md", in: out) + "\nNotes for Tuesday.\n"
        try Data(notes.utf8).write(to: out.appendingPathComponent("1-di.md"))
        let edited = try PlaygroundBinary.run(["export", "di", "--solutions", "--out", out.path], environment: environment)
        #expect(edited.status == 1)
        #expect(edited.errors.contains("1-di.md"))
        #expect(try read("1-di.md", in: out) == notes)
    }

    @Test func htmlHandoutsAreOnePagePerLessonAndAnIndex() throws {
        let out = folder.url.appendingPathComponent("web")
        let result = try PlaygroundBinary.run(["export", "--all", "--format", "html", "--out", out.path], environment: environment)
        #expect(result.status == 0, "\(result.errors)")
        #expect(try read("index.html", in: out).lowercased().hasPrefix("<!doctype html>"))
        #expect(try read("3-events.html", in: out).lowercased().hasPrefix("<!doctype html>"))
    }

    @Test(arguments: [
        (["export"], "which lesson?"),
        (["export", "di", "--all"], "a lesson or --all, not both"),
        (["export", "nowhere"], "no lesson 'nowhere'"),
        (["export", "di", "--format", "pdf"], "pdf"),
    ])
    func badArgumentsSayWhatIsWrong(_ arguments: [String], _ message: String) throws {
        let result = try PlaygroundBinary.run(arguments + ["--out", folder.url.appendingPathComponent("x").path], environment: environment)
        #expect(result.status != 0)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("x/1-di.md").path))
    }

    @Test func aRecordingLeavesTheTranscriptAsItWasAndIsTheSameEveryTime() throws {
        let plain = try PlaygroundBinary.run(["run", "di"], environment: environment)
        let cast = folder.url.appendingPathComponent("di.cast")
        let recorded = try PlaygroundBinary.run(["run", "di", "--asciicast", cast.path], environment: environment)
        #expect(recorded.status == 0, "\(recorded.errors)")
        #expect(recorded.output == plain.output, "standard output is the transcript, byte for byte")
        let bytes = try Data(contentsOf: cast)
        let again = folder.url.appendingPathComponent("again.cast")
        _ = try PlaygroundBinary.run(["run", "di", "--asciicast", again.path], environment: environment)
        #expect(try Data(contentsOf: again) == bytes, "the same lesson gives the same bytes")

        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        var last = -1.0
        var markers: [String] = []
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            let time = try #require(event[0] as? Double)
            #expect(time >= last)
            last = time
            if event[1] as? String == "m" { markers.append(event[2] as? String ?? "") }
        }
        let titles = plain.output.split(separator: "\n").filter { $0.hasPrefix("── di ") }
        #expect(markers.count == titles.count)
        #expect(markers.first == "1. " + (titles.first?.components(separatedBy: " · ").dropFirst().joined(separator: " · ") ?? ""))
        // NO_COLOR is set in the tests' environment: no colour in the file either.
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\\u001b"))
    }

    @Test func aRecordingHasColourUnlessAskedNot() throws {
        let coloured = folder.url.appendingPathComponent("c.cast"), plain = folder.url.appendingPathComponent("p.cast")
        let withColour = environment.filter { $0.key != "NO_COLOR" }
        #expect(try PlaygroundBinary.run(["run", "di", "--step", "2", "--asciicast", coloured.path], environment: withColour).status == 0)
        #expect(try PlaygroundBinary.run(["run", "di", "--step", "2", "--asciicast", plain.path, "--no-color"], environment: withColour).status == 0)
        #expect(try String(contentsOf: coloured, encoding: .utf8).contains("\\u001b[1;36m── di 2/27"))
        #expect(!(try String(contentsOf: plain, encoding: .utf8)).contains("\\u001b"))
    }

    @Test func aRecordingThatCannotBeWrittenFails() throws {
        let result = try PlaygroundBinary.run(["run", "di", "--step", "1", "--asciicast", folder.url.appendingPathComponent("no/such/folder/di.cast").path], environment: environment)
        #expect(result.status == 1)
        #expect(result.errors.contains("cannot write the recording"), "\(result.errors)")
    }
}
