import Foundation

/// The learner's files, as the shell sees them (``Shell/Environment/files``): where exercise files
/// and pages live, the progress file, and what makes the exercises' folders ones an editor
/// understands. Each nil where nothing is written: a script keeps no progress and no page.
public struct LearnerFiles {
    /// Where the learner's exercise files and scratch pages live.
    public var workspace: Workspace?
    /// The progress file: steps seen, exercises passed. Nil: progress lives only in memory, and
    /// the page is not kept.
    public var progress: ProgressStore?
    /// Makes the exercises' folders ones an editor understands (`exercise`, `edit`, `workspace`).
    public var editors: (any EditorPreparer)?

    public init(workspace: Workspace? = nil, progress: ProgressStore? = nil, editors: (any EditorPreparer)? = nil) {
        self.workspace = workspace
        self.progress = progress
        self.editors = editors
    }
}

/// Makes the exercises folder, and the folder of the exercise file when one is given, ones an
/// editor understands: a package the editor's language server can build. The program's is
/// `EditorFolders.Preparer` (SwiftCells).
public protocol EditorPreparer {
    func prepare(_ workspace: Workspace, exerciseFile: URL?) -> EditorSetup
}
