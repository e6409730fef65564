import ArgumentParser
import Foundation
import Handouts
import LessonCatalog
import PlaygroundApp
import PlaygroundKit

/// `playground export di --format md`: handouts to take home, made by running the lessons for real.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write handouts: every step's text, code and output, and the exercises.",
        discussion: """
            Writes <DIR>/<n>-<id>.md (or .html) per lesson and, with --all, an index (README.md or \
            index.html). A file already there is replaced only if an earlier export wrote it and \
            nobody changed it since (the folder's .playground-export lists what it wrote); \
            anything else stops the export unless --force is given. Every file is written, or none; \
            a symbolic link is written through (the file it leads to is replaced, the link stays). \
            With --lang (or PLAYGROUND_LANG, or the locale) the handouts are in that language: the \
            lessons' text, step titles, exercises and the handouts' own words; one language per run \
            (for several, export each into its own folder: --lang ru --out handouts/ru). \
            --format docc writes a DocC tutorial catalog, <DIR>/MVVMPlayground.docc, that the \
            toolchain's docc builds into a static site: docc convert <DIR>/MVVMPlayground.docc \
            --transform-for-static-hosting --output-path <SITE>.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case md, html, docc
    }

    @Argument(help: "The lesson: its id or number (see 'playground list'). Or --all.")
    var lesson: String?

    @Flag(name: .long, help: "Every lesson, and an index.")
    var all = false

    @Option(name: .long, help: "md (Markdown, renders on GitHub and GitLab), html (one self-contained page per lesson) or docc (a DocC tutorial catalog).")
    var format: Format = .md

    @Option(name: .long, help: ArgumentHelp("The folder to write to (made if missing).", valueName: "DIR"))
    var out: String = "handouts"

    @Flag(name: .long, help: "Include the exercises' solutions (the teacher's copy).")
    var solutions = false

    @Flag(name: .long, help: "Replace files even if export did not write them, or they were changed since.")
    var force = false

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if all, lesson != nil { throw ValidationError("give a lesson or --all, not both") }
        if !all, lesson == nil { throw ValidationError("which lesson? Give its id or number, or --all for every lesson") }
    }

    func run() throws {
        let catalog = Catalog.standard
        let ids = all ? catalog.lessons.map { $0.id } : [lesson ?? ""]
        var handouts: [Handout] = []
        for id in ids {
            guard let handout = Handout.make(catalog: catalog, lesson: id, solutions: solutions, language: output.language) else {
                Terminal.error("error: \(catalog.noMatchMessage(for: id)); lessons: \(catalog.ids.joined(separator: ", "))\n")
                throw ExitCode.failure
            }
            handouts.append(handout)
        }
        var files: [(name: String, contents: String)] = handouts.map { handout in
            switch format {
            case .md: (MarkdownHandout.fileName(for: handout), MarkdownHandout.render(handout))
            case .html: (HTMLHandout.fileName(for: handout), HTMLHandout.render(handout))
            case .docc: ("", "")
            }
        }
        switch format {
        case .md where all: files.append(("README.md", MarkdownHandout.index(handouts)))
        case .html where all: files.append(("index.html", HTMLHandout.index(handouts)))
        case .docc: files = DocCCatalog.files(handouts)
        case .md, .html: break
        }
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        do {
            let written = try ExportFolder(url: folder).write(files, force: force, prune: format == .docc ? DocCCatalog.folderName + "/" : nil)
            var report = StyledText()
            if format == .docc {
                report = ExportCommand.catalogReport(written, in: folder)
            } else {
                for (name, change) in written {
                    report.line("\(change.rawValue.rightPadded(to: 9)) \(folder.appendingPathComponent(name).relativePath)", change == .unchanged ? .dim : .plain)
                }
            }
            Terminal.write(report.rendered(color: output.color))
        } catch let error as ExportFolder.Refusal {
            Terminal.error("error: \(error.message)\n")
            throw ExitCode.failure
        }
        for handout in handouts {
            for step in handout.steps where step.failure != nil {
                Terminal.error("warning: \(handout.lesson) step \(step.number) failed: \(step.failure ?? "")\n")
            }
        }
    }
}

extension String {
    func rightPadded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
