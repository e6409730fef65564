import Foundation

/// `workspace [root]`: the folder to open in an editor, and how, for the editors docs/learners.md names.
extension ExercisesFeature {
    func workspace(_ argument: String?) -> CommandOutcome {
        if let argument, argument.lowercased() != "root" {
            return .failure(.badArguments(command: "workspace", message: Words.notRoot(argument.shortened), usage: "workspace [root]"))
        }
        guard let workspace = files.workspace else {
            return .failure(.exercise(Words.noFolder(saysWhere: true)))
        }
        // The exercise at hand, unless the learner asked for the folder of them all.
        var file: URL?
        if argument == nil, let lesson = current, case .success(let atHand) = exerciseAtHand(lesson, command: "workspace") {
            do {
                _ = try workspace.handOut(atHand.exercise.starter, to: atHand.file)
            } catch {
                return .failure(.exercise(Words.cannotWrite(atHand.file.path, error.localizedDescription)))
            }
            file = atHand.file
        }
        let folder = file?.deletingLastPathComponent() ?? workspace.exercisesFolder
        let setup = files.editors?.prepare(workspace, exerciseFile: file)
        var text = StyledText()
        text.line(Words.folderOf(all: file == nil), .heading)
        text.line(folder.path, .accent)
        text.line()
        text.line(Words.vsCode, .dim)
        text.line("  code " + Self.shellQuoted(folder.path), .accent)
        text.line(Words.neovim, .dim)
        text.line("  nvim " + Self.shellQuoted((file ?? folder).path), .accent)
        text.line(Words.noXcode, .dim)
        text.line()
        switch setup {
        case .ready(let buildFolder):
            text.line(Words.pointsAt(buildFolder), .dim)
        case .unavailable(let reason):
            text.line(Words.modulesUnknown(reason), .warning)
        case nil:
            text.line(Words.noCompileCommands, .warning)
        }
        if file != nil {
            text.line(Words.workspaceRoot, .dim)
        } else if current != nil {
            text.line(Words.workspaceAfterExercise, .dim)
        }
        return CommandOutcome(.styled(text))
    }

    /// `path` as a shell word: as it is when it needs no quoting, else in single quotes.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@%=".contains($0)) }
        return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension CommandDetails {
    /// What `help workspace` says besides its summary.
    static let workspaceDetails = [
        "'workspace' prints the folder of the exercise you are on (or, with none, of all your exercises) and the command "
            + "that opens it in VS Code and in Neovim. 'workspace root' always gives the folder of all of them.",
        "Each exercise folder, and the folder of all of them, has a compile_commands.json with the compiler arguments "
            + "of this playground's build, so sourcekit-lsp (which VS Code's Swift extension and Neovim's lspconfig run) "
            + "finds the lesson modules your file imports: completion, errors as you type, jump to definition. "
            + "It is written when an exercise is handed out, and again whenever the build it names has moved.",
        "Xcode does not read compile_commands.json, so it cannot resolve the lessons' modules: use VS Code or Neovim "
            + "for the exercises (docs/learners.md, \"Exercises\", says why).",
    ]
}
