import ArgumentParser
import Classroom
import Foundation
import LessonCatalog
import LineEditing
import PlaygroundApp
import PlaygroundKit

/// `playground present`: the teacher's shell, and the room's server beside it.
struct PresentCommand: ParsableCommand {
    static let configuration = RoomCommandLine.present

    @OptionGroup var options: PresentOptions

    func run() throws {
        let (port, bind) = (options.port, options.bind)
        let language = options.output.language
        let room = PresentRoom(bind: bind, port: port, language: language)
        let bound: UInt16
        do {
            bound = try runBlocking { [server = room.server] in try await server.start() }
        } catch {
            Terminal.error("error: cannot serve the room on \(bind):\(port) (\(RoomClientError.reason(error))); another port: --port 0\n")
            throw ExitCode.failure
        }
        let host = LocalAddress.forAttendees(bind: bind)
        // What goes on the projector: all an attendee needs, and nothing that drives the room.
        let attendees = RoomCommandLine.attendeeLines(address: "\(host):\(bound)", fromPackage: RoomCommandLine.runsFromPackage)
        Terminal.write(attendees.map { $0 + "\n" }.joined() + "Live page: http://\(host):\(bound)/\n")
        // The control secret is never on the (projected) screen: only in a file only the teacher reads.
        if let file = room.saveControlSecret(host: host, port: bound) {
            Terminal.write("Your control from other devices: the secret is in \(file.path) (readable by you only)\n")
        }
        let session = ShellSession(color: options.output.color, paging: !options.noPager, room: room, language: language)
        let succeeded = session.run()
        if !succeeded { throw ExitCode.failure }
    }
}

/// The teacher's side: moves go to the server; the server's log lines and the teacher's control
/// (a move sent with the control secret) come back to the shell's thread.
final class PresentRoom: RoomRole {
    enum Item: Sendable {
        case log(String)
        case control(Move)
    }

    let wakeUp = WakeUp()
    let server: RoomServer
    let lessons: RoomMessages.Lessons
    private let inbox: Inbox<Item>
    private weak var shell: Shell?

    /// `language`: the teacher's, which the live page is in (the teacher's shell reads in it too).
    init(bind: String, port: UInt16, language: Language = .en) {
        let lessons: RoomMessages.Lessons = Catalog.standard.stepCounts
        self.lessons = lessons
        let inbox = Inbox<Item>(wakeUp: wakeUp)
        self.inbox = inbox
        var configuration = RoomServer.Configuration(lessons: lessons)
        configuration.bindAddress = bind
        configuration.port = port
        configuration.language = language
        server = RoomServer(configuration: configuration, log: { inbox.post(.log($0)) }, control: { inbox.post(.control($0)) })
    }

    /// Writes the control secret where only the teacher can read it (mode 600), with how to use
    /// it; nil when there is no place for it (no HOME).
    func saveControlSecret(host: String, port: UInt16) -> URL? {
        guard let progress = ProgressStore.defaultLocation(environment: ProcessInfo.processInfo.environment) else { return nil }
        let file = progress.deletingLastPathComponent().appendingPathComponent("room-control")
        let secret = server.configuration.controlSecret
        let text = """
            X-Room-Control: \(secret)
            curl -X POST -H 'X-Room-Control: \(secret)' -d '{"command":"next"}' http://\(host):\(port)/api/move

            """
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: file)
            guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else { return nil }
            return file
        } catch {
            return nil
        }
    }

    var promptPrefix: String { "" }

    var sessionCommands: [CommandDeclaration] {
        [CommandDeclaration(session: "room", summary: "who follows you, where, who is stuck") { [weak self] _ in
            guard let self else { return .failure(CommandError("no room")) }
            var text = StyledText()
            for line in RoomTable.render(self.server.attendees, lessons: self.lessons) { text.line(line) }
            return .success(text)
        }]
    }

    func attach(_ shell: Shell) {
        self.shell = shell
    }

    func moved(_ move: ShellMove, from source: MoveSource) {
        server.publish(move)
    }

    func service() -> StyledText {
        var text = StyledText()
        for item in inbox.take() {
            switch item {
            case .log(let line):
                Terminal.error(line + "\n")
            case .control(let move):
                guard let shell, !shell.inSwiftMode else {
                    Terminal.error("room: a move from the room's control was ignored (Swift mode)\n")
                    continue
                }
                text.line("(room control) \(move.described)", .dim)
                let response = shell.apply(move)
                text.append(response.text)
            }
        }
        return text
    }
}
