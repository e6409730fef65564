import Foundation
import PlaygroundKit

/// Names as learner code writes them: the module a check program is compiled as, a lesson's
/// module, identifiers and string literals for generated code.
enum CellSource {
    /// The module a check program is compiled as.
    static let moduleName = "LearnerCode"

    /// `DependencyInjection` for `DependencyInjection.DILesson`.
    static func moduleName(of lesson: any Lesson.Type) -> String {
        String(String(reflecting: lesson).split(separator: ".").first ?? "")
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

    /// The names Darwin's Foundation declares for Combine's `Published` and `ObservableObject`,
    /// declared in a cell's own module to mean OpenCombine's, on a lesson that imports OpenCombine:
    /// on a Mac, a file importing Foundation and OpenCombine could mean either, and the lesson
    /// module's own declaration of them, being imported, does not settle it in another module.
    /// Internal, not private: a property wrapper of a private type makes its property private.
    /// Empty for other lessons. (The lesson modules and the exercise files say the same.)
    static func openCombineNames(imports: some Sequence<String>) -> String {
        guard imports.contains("OpenCombine") else { return "" }
        return "typealias Published = OpenCombine.Published\n"
            + "typealias ObservableObject = OpenCombine.ObservableObject\n"
    }
}
