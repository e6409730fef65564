import Foundation

/// Paths in the package checkout, found from this file's location (tests always run from source).
enum Paths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // LessonCatalogTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
    static let lessons = packageRoot.appending(path: "Lessons")
    static let transcripts = packageRoot.appending(path: "Tests/Transcripts")

    static func folders(in url: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appending(path: name).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }
}
