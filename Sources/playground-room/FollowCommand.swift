import ArgumentParser
import Classroom
import Foundation
import LessonCatalog
import LineEditing
import PlaygroundApp
import PlaygroundKit
import Platform

/// `playground follow HOST:PORT`: an attendee's shell that follows the teacher's.
struct FollowCommand: ParsableCommand {
    static let configuration = RoomCommandLine.follow

    @OptionGroup var options: FollowOptions

    var address: String { options.address }
    var name: String? { options.name }

    func validate() throws {
        if case .failure(let error) = RoomClient.parse(address) { throw ValidationError(error.reason) }
        if let name, let problem = RoomMessages.nameProblem(name.trimmingCharacters(in: .whitespaces)) { throw ValidationError("--name: \(problem)") }
    }

    func run() throws {
        guard case .success(let client) = RoomClient.parse(address) else { throw ExitCode.failure }
        let language = options.output.language
        let given = name?.trimmingCharacters(in: .whitespaces)
        guard given != nil || isatty(STDIN_FILENO) == 1 else {
            Terminal.error("error: a name is needed to join the room: --name NAME\n")
            throw ExitCode.failure
        }
        // The room first: a wrong address (or a room not started yet, or out of reach) ends here,
        // saying what was tried and what to check, before a name is asked or a shell started.
        let room = FollowRoom(client: client)
        let shown = client.shownAddress
        Terminal.write(Words.$language.withValue(language) { Words.joining(shown) } + "\n")
        room.join()
        let outcome = room.waitForContact { reason, attempt in
            Terminal.write(Words.$language.withValue(language) {
                Words.notReachedYet(reason, attempt: attempt, of: FollowRoom.joinAttempts)
            } + "\n")
        }
        if case .unreachable(let reason, let attempts) = outcome {
            Terminal.error(Words.$language.withValue(language) {
                Words.unreachable(shown, port: client.port, reason: reason, attempts: attempts)
            } + "\n")
            throw ExitCode.failure
        }
        guard let name = given ?? askName() else {
            Terminal.error("error: a name is needed to join the room: --name NAME\n")
            throw ExitCode.failure
        }
        room.startReporting(as: name)
        Terminal.write(Words.$language.withValue(language) { Words.followingAt(shown, as: name) } + "\n")
        // The attendee's own language, whatever the teacher's: moves name a lesson id and a step
        // number, and this shell runs each step itself, so it reads it in its own language.
        let session = ShellSession(color: options.output.color, paging: !options.noPager, room: room, language: language)
        let succeeded = session.run()
        if !succeeded { throw ExitCode.failure }
    }

    /// Asks for a display name on the terminal until a good one is typed; nil without a terminal.
    private func askName() -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        while true {
            Terminal.write("Your name for the room (1-32 characters): ")
            guard let line = Swift.readLine() else { return nil }
            let name = line.trimmingCharacters(in: .whitespaces)
            guard let problem = RoomMessages.nameProblem(name) else { return name }
            Terminal.write("\(problem).\n")
        }
    }
}
