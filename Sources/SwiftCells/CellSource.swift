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
}
