import PlaygroundKit
import SwiftReading

/// The compiler's word on a cell, as the learner should read it: about their cell only (never the
/// generated `main.swift` around it or the `Cell7` modules cells are compiled as), and with a note
/// where a message is true but unhelpful to someone coming from Xcode, a playground or `swift repl`.
enum CellAdvice {
    /// `diagnostics` of the cell labelled `label` (`cell 3`), made learner-facing; `code` is the cell.
    static func learnerFacing(_ diagnostics: [LearnerDiagnostic], label: String, code: String) -> [LearnerDiagnostic] {
        var facing: [LearnerDiagnostic] = []
        var notes: [String] = []
        for var diagnostic in diagnostics {
            if let location = diagnostic.location, location.file != label {
                // The code around the cell: no place the learner could find.
                diagnostic.location = nil
                diagnostic.excerpt = []
            }
            diagnostic.message = unqualified(diagnostic.message)
            facing.append(diagnostic)
            for note in advice(for: diagnostic.message, code: code) where !notes.contains(note) { notes.append(note) }
        }
        return facing + notes.map { LearnerDiagnostic(location: nil, severity: "note", message: $0) }
    }

    /// A conformance a cell adds to a type of an earlier cell (`extension Plain:
    /// CustomStringConvertible`) crosses modules, and Swift then asks its witnesses to be `public`
    /// when the protocol is: in one file, or a playground, nothing asks for it. When those are the
    /// only errors, the cell as it is compiled gets `public` where swiftc asked (the learner's
    /// text stays as typed); nil when other errors remain.
    static func publicizingWitnesses(_ code: String, errors: [LearnerDiagnostic], label: String) -> String? {
        let marker = "because it matches a requirement in public protocol"
        let asked = errors.filter { $0.severity == "error" }
        guard !asked.isEmpty, asked.allSatisfy({ $0.message.contains(marker) && $0.location?.file == label && $0.location?.column != nil }) else { return nil }
        return CellSyntax.publicizing(code, at: asked.compactMap { diagnostic in
            diagnostic.location.flatMap { location in location.column.map { (location.line, $0) } }
        })
    }

    /// `text` without the modules cells are compiled as: `Cell12.E.bad` is `E.bad`, and
    /// "module 'Cell5'" an earlier cell.
    static func unqualified(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let found = rest.range(of: "Cell") {
            let before = rest[..<found.lowerBound]
            result += before
            let digits = rest[found.upperBound...].prefix { $0.isNumber }
            let after = rest[found.upperBound...].dropFirst(digits.count)
            let atWordStart = (before.last ?? result.last).map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if atWordStart, !digits.isEmpty, after.first == "." {
                rest = after.dropFirst()
            } else if atWordStart, !digits.isEmpty, result.hasSuffix("module '"), after.first == "'" {
                result.removeLast("module '".count)
                result += Words.pick("an earlier cell", "более ранней ячейке", "sel sebelumnya")
                rest = after.dropFirst()
            } else {
                result += "Cell"
                rest = rest[found.upperBound...]
            }
        }
        return result + rest
    }

    /// What to add to `message` for a learner, in the shell's language.
    static func advice(for message: String, code: String) -> [String] {
        var found: [String] = []
        if message.hasPrefix("no such module 'Combine'") {
            found.append(Words.pick(
                "the lessons use OpenCombine, Combine's open-source twin (Combine is Apple's only): in a lesson that uses it, its names (AnyPublisher, PassthroughSubject, sink) are there already; elsewhere write 'import OpenCombine'",
                "в уроках используется OpenCombine, открытый двойник Combine (Combine есть только у Apple): в уроке, который его использует, его имена (AnyPublisher, PassthroughSubject, sink) уже доступны; в остальных напишите 'import OpenCombine'",
                "pelajaran memakai OpenCombine, kembaran sumber terbuka Combine (Combine hanya ada di Apple): di pelajaran yang memakainya, nama-namanya (AnyPublisher, PassthroughSubject, sink) sudah tersedia; di tempat lain tulis 'import OpenCombine'"))
        }
        if message.hasPrefix("no such module 'UIKit'") || message.hasPrefix("no such module 'SwiftUI'") {
            found.append(Words.pick(
                "a cell runs in no app, so there is no screen for UIKit or SwiftUI: the lessons' view controllers and cells are stand-ins that draw themselves as text (ConsoleViews), and a lesson's live objects ('inspect' lists them) are there to use",
                "ячейка работает вне приложения, экрана для UIKit или SwiftUI нет: контроллеры и ячейки уроков — заменители, которые рисуют себя текстом (ConsoleViews), а живые объекты урока ('inspect' их перечисляет) можно использовать",
                "sel berjalan tanpa aplikasi, jadi tidak ada layar untuk UIKit atau SwiftUI: view controller dan sel di pelajaran adalah pengganti yang menggambar dirinya sebagai teks (ConsoleViews), dan objek hidup pelajaran ('inspect' mendaftarnya) bisa dipakai"))
        }
        if message.contains("cannot conform to the 'Sendable' protocol"), message.hasPrefix("non-final class"), code.contains("Error") {
            found.append(Words.pick(
                "in Swift 6 every Error is Sendable, so an error type must be safe to share between threads: make it a struct or an enum, or a final class with only 'let' properties (a playground in Swift 5 mode let this pass)",
                "в Swift 6 каждый Error — Sendable, поэтому тип ошибки должен быть безопасен для передачи между потоками: сделайте его struct или enum либо final class только со свойствами 'let' (playground в режиме Swift 5 это пропускал)",
                "di Swift 6 setiap Error adalah Sendable, jadi tipe error harus aman dibagi antar-thread: jadikan struct atau enum, atau final class yang hanya punya properti 'let' (playground dalam mode Swift 5 membiarkannya)"))
        }
        if message.hasPrefix("'self' used before 'self.init' call") || message.hasPrefix("'self.init' isn't called on all paths"), code.contains("extension") {
            found.append(Words.pick(
                "each cell is compiled as a module of its own, as in swift repl, and Swift asks an initializer that an extension adds to another module's struct to call one of the struct's own first: 'self.init(…)'",
                "каждая ячейка компилируется как отдельный модуль, как в swift repl, и Swift требует, чтобы инициализатор, добавленный расширением к структуре из другого модуля, сначала вызывал её собственный: 'self.init(…)'",
                "setiap sel dikompilasi sebagai modul tersendiri, seperti di swift repl, dan Swift meminta initializer yang ditambahkan extension ke struct dari modul lain memanggil initializer struct itu dulu: 'self.init(…)'"))
        }
        if message.contains("is not concurrency-safe because it is nonisolated global shared mutable state") {
            found.append(Words.pick(
                "Swift 6 refuses mutable state that no actor guards: write '@MainActor static var' (cells run on the main actor) or make it a 'let'; in an Xcode 26 app target (MainActor by default) it compiles as typed",
                "Swift 6 не допускает изменяемое состояние, которое не охраняет ни один актор: напишите '@MainActor static var' (ячейки выполняются на главном акторе) или сделайте его 'let'; в приложении Xcode 26 (MainActor по умолчанию) это компилируется как есть",
                "Swift 6 menolak state yang bisa berubah tanpa dijaga actor: tulis '@MainActor static var' (sel berjalan di main actor) atau jadikan 'let'; di target aplikasi Xcode 26 (MainActor secara bawaan) kode ini dikompilasi apa adanya"))
        }
        if message.hasPrefix("unknown attribute 'Observable'") {
            found.append(Words.pick(
                "Apple's '@Observable' macro is in the Observation module: write 'import Observation' first",
                "макрос Apple '@Observable' находится в модуле Observation: сначала напишите 'import Observation'",
                "makro '@Observable' milik Apple ada di modul Observation: tulis 'import Observation' dulu"))
        } else if code.contains("@Observable"), message.contains("macro cannot be attached to property") {
            found.append(Words.pick(
                "with Observation imported, '@Observable' is Apple's macro, for a class; the lesson's property wrapper is then '@PropertyWrappers.Observable'",
                "когда импортирован Observation, '@Observable' — макрос Apple для класса; обёртка свойства из урока тогда пишется '@PropertyWrappers.Observable'",
                "saat Observation diimpor, '@Observable' adalah makro Apple untuk class; property wrapper pelajaran lalu ditulis '@PropertyWrappers.Observable'"))
        } else if code.contains("@Observable"), message.contains("property wrapper attribute 'Observable'") {
            found.append(Words.pick(
                "here '@Observable' is the lesson's property wrapper, as in the article; for Apple's macro write 'import Observation' and '@Observation.Observable' on a class",
                "здесь '@Observable' — обёртка свойства из урока, как в статье; для макроса Apple напишите 'import Observation' и '@Observation.Observable' у класса",
                "di sini '@Observable' adalah property wrapper pelajaran, seperti di artikel; untuk makro Apple tulis 'import Observation' dan '@Observation.Observable' pada class"))
        }
        return found
    }
}
