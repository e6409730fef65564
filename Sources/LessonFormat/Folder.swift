import Foundation

/// Reading a lesson folder from disk, for the generator and the tests.
public enum LessonFolder {
    /// Scans the Swift sources, the refused snippets and the Markdown of a module.
    /// `root` is the package root (paths in messages are relative to it).
    public static func load(
        name: String, root: String, sources: [String], rejected: [String], document: String?,
        otherModules: [String: String] = [:], exercises: [String] = [], translations: [String] = []
    ) throws(Diagnostics) -> LessonModule {
        var problems: [Diagnostic] = []
        var scanned: [SwiftSource] = []
        for path in sources {
            do throws(Diagnostics) {
                scanned.append(try SwiftSource.scan(try read(path, root: root), file: relativePath(path, to: root)))
            } catch { problems += error.all }
        }
        var refused: [CodeRegion] = []
        for path in rejected {
            do throws(Diagnostics) {
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                refused.append(try SwiftSource.rejected(try read(path, root: root), file: relativePath(path, to: root), name: name))
            } catch { problems += error.all }
        }
        var parsed: LessonDocument?
        if let document {
            do throws(Diagnostics) {
                parsed = try LessonDocument.parse(try read(document, root: root), file: relativePath(document, to: root))
            } catch { problems += error.all }
        }
        var others: [String: [CodeRegion]] = [:]
        for (module, folder) in otherModules {
            do throws(Diagnostics) {
                others[module] = try regions(inFolder: folder, root: root)
            } catch { problems += error.all }
        }
        var loaded: [ExerciseDocument] = []
        for folder in exercises.sorted() {
            do throws(Diagnostics) {
                loaded.append(try exercise(inFolder: folder, root: root))
            } catch { problems += error.all }
        }
        var translated: [LessonTranslationDocument] = []
        for path in translations.sorted() {
            do throws(Diagnostics) {
                translated.append(try translation(path, root: root))
            } catch { problems += error.all }
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        var module = LessonModule(name: name, document: parsed, sources: scanned, rejected: refused, otherModules: others)
        module.exercises = loaded
        module.translations = translated
        return module
    }

    /// A lesson's translation at `path` (`.../lesson.ru.md`), its language checked against its name.
    static func translation(_ path: String, root: String) throws(Diagnostics) -> LessonTranslationDocument {
        let file = relativePath(path, to: root)
        let document = try LessonTranslationDocument.parse(try read(path, root: root), file: file)
        let named = Translations.language(ofFileName: URL(fileURLWithPath: path).lastPathComponent, base: "lesson")
        guard named == document.language else {
            throw Diagnostics([Diagnostic(file, 2, "the file is named for '\(named ?? "")' but says 'lang: \(document.language)'")])
        }
        return document
    }

    /// The translations in an exercise's folder: `exercise.<lang>.md`, one per language.
    static func exerciseTranslations(inFolder folder: String, root: String) throws(Diagnostics) -> [ExerciseTranslationDocument] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var result: [ExerciseTranslationDocument] = []
        var problems: [Diagnostic] = []
        for name in names {
            guard let language = Translations.language(ofFileName: name, base: "exercise") else { continue }
            let file = relativePath(folder + "/" + name, to: root)
            guard Translations.languages.contains(language) else {
                problems.append(Diagnostic(file, 1, "'\(language.shortened)' is not a language of the playground: \(Translations.languages.joined(separator: ", "))"))
                continue
            }
            do throws(Diagnostics) {
                result.append(try ExerciseTranslationDocument.parse(try read(folder + "/" + name, root: root), file: file, language: language))
            } catch { problems += error.all }
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        return result
    }

    /// The exercise in `folder` (`.../Exercises/1-cached-singletons`).
    public static func exercise(inFolder folder: String, root: String) throws(Diagnostics) -> ExerciseDocument {
        let relative = relativePath(folder, to: root)
        let name = URL(fileURLWithPath: folder).lastPathComponent
        guard let id = ExerciseDocument.id(inFolderName: name) else {
            throw Diagnostics([Diagnostic(relative + "/exercise.md", 1, "an exercise folder is named '<number>-<id>' (like '1-cached-singletons'), not '\(name.shortened)'")])
        }
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let missing = ExerciseDocument.files.filter { !present.contains($0) }
        guard missing.isEmpty else {
            throw Diagnostics([Diagnostic(relative + "/exercise.md", 1, "the exercise folder needs \(missing.joined(separator: ", ")) (an exercise has \(ExerciseDocument.files.joined(separator: ", ")))")])
        }
        let checks = try read(folder + "/Checks.swift", root: root)
        var wrong: [WrongSolutionDocument] = []
        var refused: [RefusalDocument] = []
        var problems: [Diagnostic] = []
        for path in swiftFiles(in: folder + "/Refused") {
            do throws(Diagnostics) {
                refused.append(try RefusalDocument.parse(try read(path, root: root), file: relativePath(path, to: root)))
            } catch { problems += error.all }
        }
        let wrongFiles = swiftFiles(in: folder + "/Wrong")
        if wrongFiles.count < WrongSolutionDocument.minimum {
            problems.append(Diagnostic(relative + "/exercise.md", 1, "an exercise keeps at least \(WrongSolutionDocument.minimum) known-wrong solutions in Wrong/ (the plausible mistakes; it has \(wrongFiles.count)), each starting '// wrong: …' and '// caught by: <check>'"))
        }
        var surface: [SurfaceRuleDocument] = []
        for path in files(in: folder + "/Surface", ending: ".txt") {
            do throws(Diagnostics) {
                surface.append(try SurfaceRuleDocument.parse(try read(path, root: root), file: relativePath(path, to: root)))
            } catch { problems += error.all }
        }
        var right: [RightSolutionDocument] = []
        for path in swiftFiles(in: folder + "/Right") {
            do throws(Diagnostics) {
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                right.append(try RightSolutionDocument.parse(try read(path, root: root), name: name, file: relativePath(path, to: root)))
            } catch { problems += error.all }
        }
        if !FileManager.default.fileExists(atPath: folder + "/" + ContractDocument.fileName) {
            problems.append(Diagnostic(relative + "/exercise.md", 1, "an exercise writes down its contract in \(ContractDocument.fileName): what the task asks, by kind (\(ContractDocument.sections.joined(separator: ", "))), each item naming the checks that show it"))
        } else {
            do throws(Diagnostics) {
                _ = try ContractDocument.parse(
                    try read(folder + "/" + ContractDocument.fileName, root: root), file: relative + "/" + ContractDocument.fileName,
                    checks: checks, refusals: refused.map(\.name) + surface.map(\.name))
            } catch { problems += error.all }
        }
        for path in wrongFiles {
            do throws(Diagnostics) {
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                wrong.append(try WrongSolutionDocument.parse(
                    try read(path, root: root), name: name, file: relativePath(path, to: root), checks: checks,
                    refusals: refused.map(\.name) + surface.map(\.name)))
            } catch { problems += error.all }
        }
        var document: ExerciseDocument?
        do throws(Diagnostics) {
            document = try ExerciseDocument.parse(
                id: id, folder: relative,
                markdown: try read(folder + "/exercise.md", root: root), file: relative + "/exercise.md",
                starter: try read(folder + "/Starter.swift", root: root),
                solution: try read(folder + "/Solution.swift", root: root),
                checks: checks, wrongSolutions: wrong, refusals: refused)
            document?.translations = try exerciseTranslations(inFolder: folder, root: root)
            document?.rightSolutions = right
            document?.surfaceRules = surface
        } catch { problems += error.all }
        guard let document, problems.isEmpty else { throw Diagnostics(problems) }
        return document
    }

    /// Every region and refused snippet of the module in `folder`.
    public static func regions(inFolder folder: String, root: String) throws(Diagnostics) -> [CodeRegion] {
        var result: [CodeRegion] = []
        for path in swiftFiles(in: folder) {
            result += try SwiftSource.scan(try read(path, root: root), file: relativePath(path, to: root)).regions
        }
        for path in swiftFiles(in: folder + "/Rejected") {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            result.append(try SwiftSource.rejected(try read(path, root: root), file: relativePath(path, to: root), name: name))
        }
        return result
    }

    /// The lesson class declared in `folder`'s Swift files, if any.
    public static func lessonClass(inFolder folder: String, root: String) throws(Diagnostics) -> String? {
        for path in swiftFiles(in: folder) {
            if let found = try SwiftSource.scan(try read(path, root: root), file: relativePath(path, to: root)).lessonClass {
                return found.name
            }
        }
        return nil
    }

    /// The `.swift` files directly in `folder`, sorted.
    public static func swiftFiles(in folder: String) -> [String] {
        files(in: folder, ending: ".swift")
    }

    /// The files in `folder` whose names end with `ending`, sorted.
    static func files(in folder: String, ending: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(ending) }.sorted().map { folder + "/" + $0 }
    }

    /// Folder names in an order file with their lines: one per line, `#` comments and blank lines ignored.
    public static func order(_ text: String) -> [(name: String, line: Int)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let name = String(line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").trimmed
            return name.isEmpty ? nil : (name, index + 1)
        }
    }

    /// The lessons of `Lessons/order.txt`, checked against the folders under `Lessons/`.
    public static func catalog(orderFile: String, root: String) throws(Diagnostics) -> [(module: String, lessonClass: String)] {
        let file = relativePath(orderFile, to: root)
        let entries = order(try read(orderFile, root: root))
        let lessonsFolder = root + "/Lessons"
        let present = ((try? FileManager.default.contentsOfDirectory(atPath: lessonsFolder)) ?? []).filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: lessonsFolder + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }
        var problems: [Diagnostic] = []
        var lessons: [(module: String, lessonClass: String)] = []
        var seen = Set<String>()
        for (name, line) in entries {
            guard seen.insert(name).inserted else {
                problems.append(Diagnostic(file, line, "Lessons/\(name) is listed twice"))
                continue
            }
            guard present.contains(name) else {
                var message = "there is no folder Lessons/\(name)"
                if let guess = closest(to: name, in: present) { message += " (did you mean '\(guess)'?)" }
                problems.append(Diagnostic(file, line, message))
                continue
            }
            do throws(Diagnostics) {
                if let lessonClass = try lessonClass(inFolder: lessonsFolder + "/" + name, root: root) {
                    lessons.append((name, lessonClass))
                } else {
                    problems.append(Diagnostic(file, line, "Lessons/\(name) declares no lesson class ('final class SomeLesson: Lesson')"))
                }
            } catch { problems += error.all }
        }
        for name in present.sorted() where !seen.contains(name) {
            problems.append(Diagnostic(file, max(1, entries.last?.line ?? 1), "Lessons/\(name) is not listed: add a line '\(name)' where it belongs in the teaching order"))
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        return lessons
    }

    static func read(_ path: String, root: String) throws(Diagnostics) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Diagnostics([Diagnostic(relativePath(path, to: root), 1, "cannot read the file: \(error.localizedDescription)")])
        }
    }
}
