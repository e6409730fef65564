import Foundation
import PlaygroundKit

/// The `main.swift` of a cell program: imports, the live lesson rebuilt by replay, one computed
/// variable per live object (by the name `inspect` lists, with its static type), then the page's
/// cells, quiet, and the new cell. Each cell sits under a `#sourceLocation` naming it, so the
/// compiler's errors and the runtime's traps name the cell's own lines (`cell 3:2:7`).
enum CellSource {
    /// The module a cell or check program is compiled as.
    static let moduleName = "LearnerCode"

    static func program(for request: CellRequest, testable: Bool, typedObjects: Bool = true) -> String {
        let lessonModule = moduleName(of: request.lesson)
        var text = "// A Swift cell of the playground: generated for each run.\n"
        text += imports(lesson: request.lesson, testable: testable)
        text += "\nlet __live = LiveLesson(\(lessonTypeName(request.lesson)).self, replaying: CommandLine.arguments[1])\n"
        let modules = knownModules(lesson: request.lesson, module: lessonModule)
        for object in request.liveObjects where isIdentifier(object.name) {
            let type = typedObjects ? swiftType(object.typeName, modules: modules) : "Any"
            let cast = type == "Any" ? "" : " as! \(type)"
            text += "var \(escaped(object.name)): \(type) { __live.object(\(stringLiteral(object.name)))\(cast) }\n"
        }
        if !request.page.isEmpty {
            text += "CellOutput.quiet()\n"
            for (index, cell) in request.page.enumerated() {
                text += located(cell, file: "cell \(index + 1)")
            }
            text += "CellOutput.speak()\n"
        }
        text += located(request.cell, file: request.label)
        return text
    }

    /// The import lines: CellKit, the lesson (testable when it was built for testing), and what
    /// the lesson imports, so its live objects' types are in scope. LessonKit is left out: its
    /// `print` would shadow the one the learner means.
    static func imports(lesson: any Lesson.Type, testable: Bool) -> String {
        let module = moduleName(of: lesson)
        var lines = ["import CellKit", (testable ? "@testable import " : "import ") + module]
        for other in lesson.imports where other != "LessonKit" && other != module && other != "CellKit" {
            lines.append("import \(other)")
        }
        if !lesson.imports.contains("PlaygroundKit") { lines.append("import PlaygroundKit") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func located(_ code: String, file: String) -> String {
        "#sourceLocation(file: \(stringLiteral(file)), line: 1)\n\(code)\n#sourceLocation()\n"
    }

    /// `DependencyInjection` for `DependencyInjection.DILesson`.
    static func moduleName(of lesson: any Lesson.Type) -> String {
        String(String(reflecting: lesson).split(separator: ".").first ?? "")
    }

    /// The lesson class without its module: a module may declare a type of its own name
    /// (`SideTable.SideTable`), which would hide the module in a qualified name.
    static func lessonTypeName(_ lesson: any Lesson.Type) -> String {
        String(describing: lesson)
    }

    /// Modules whose names may be dropped from a type name: the lesson's, those it imports, the
    /// standard ones. (A type and its module may share a name, `SideTable.SideTable`, so the name
    /// is written without the module rather than with it.)
    static func knownModules(lesson: any Lesson.Type, module: String) -> Set<String> {
        Set([module, "Swift", "Foundation", "PlaygroundKit", "_Concurrency"] + lesson.imports)
    }

    /// A static type as Swift printed it (`Swift.Array<DependencyInjection.Listener>`), written as
    /// a cell can name it (`Array<Listener>`); `Any` when it cannot be named (a private type).
    static func swiftType(_ typeName: String, modules: Set<String>) -> String {
        if typeName.contains("(unknown context") || typeName.contains("(extension in") || typeName.isEmpty { return "Any" }
        var result = ""
        var index = typeName.startIndex
        var atNameStart = true
        while index < typeName.endIndex {
            if atNameStart {
                let rest = typeName[index...]
                if let module = modules.first(where: { rest.hasPrefix($0 + ".") && isNameBoundary(after: $0, in: rest) }) {
                    index = typeName.index(index, offsetBy: module.count + 1)
                    atNameStart = false
                    continue
                }
            }
            let character = typeName[index]
            result.append(character)
            atNameStart = "<(, [:".contains(character) || character == ">"
            index = typeName.index(after: index)
        }
        return result
    }

    static func isNameBoundary(after module: String, in text: Substring) -> Bool {
        text.count > module.count + 1
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    static let keywords: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "default", "case", "switch",
        "in", "is", "as", "self", "Self", "init", "deinit", "subscript", "operator", "import", "return", "if",
        "else", "for", "while", "repeat", "do", "catch", "throw", "try", "where", "guard", "defer", "static",
        "public", "private", "internal", "fileprivate", "open", "nil", "true", "false", "super", "inout", "Type",
    ]

    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
