import ArgumentParser
import Classroom
import Foundation
import LessonCatalog
import LineEditing
import PlaygroundApp
import PlaygroundKit
import Platform

/// The attendee's side: the teacher's moves applied to this shell while following, and this
/// shell's progress sent back.
final class FollowRoom: RoomRole {
    enum Event: Sendable {
        case joined
        case lost(String)
        case found(restarted: Bool)
        case state(RoomState)
    }

    /// What the reporter task sends: the report as of the last command, and since when the
    /// attendee has been stuck on the exercise they are on.
    struct Progress: Sendable, Equatable {
        var report: AttendeeReport
        var stuckSince: Date?
    }

    /// How many times a follower tries to reach a room it has never joined before it gives up
    /// (1, 2, 4, 8, 10 s apart: about 25 s). Once joined, it tries again for as long as it runs.
    static let joinAttempts = 6

    let wakeUp = WakeUp()
    let client: RoomClient
    /// The attendee's display name, given once the room was reached (``startReporting(as:)``).
    private(set) var name = ""
    let id = RoomCode.token(length: 16)
    private let contact = Contact()
    private let inbox: Inbox<Event>
    private let progress = Locked<Progress?>(nil)
    private(set) weak var shell: Shell?
    private(set) var following = true
    private var saidOwn = false
    private var latest: RoomState?
    private var catchUpPending = false
    /// The move last said to be waiting while in Swift mode.
    private var toldWaiting: Int?
    private var stuck: (exercise: String, since: Date)?

    init(client: RoomClient) {
        self.client = client
        inbox = Inbox(wakeUp: wakeUp)
    }

    var promptPrefix: String { following ? "(room) " : "(own) " }

    var sessionCommands: [CommandDeclaration] {
        [CommandDeclaration(session: "sync", summary: "follow the teacher again, from their step") { [weak self] _ in
            guard let self else { return .failure(CommandError("no room")) }
            self.following = true
            self.saidOwn = false
            self.catchUpPending = true
            var text = StyledText()
            text.line(Words.$language.withValue(self.shell?.language ?? .en) { Words.followingAgain(lessonOpen: self.latest?.move != nil) }, .dim)
            return .success(text)
        }]
    }

    func attach(_ shell: Shell) {
        self.shell = shell
    }

    func moved(_ move: ShellMove, from source: MoveSource) {
        // The room's moves, applied here, are not the attendee's own.
        if source == .learner { following = false }
    }

    // MARK: - The network

    /// Starts following the room's stream of moves. Until it first joins, a failed attempt is told
    /// to ``waitForContact(onFailure:)``, and after ``joinAttempts`` of them it gives up: a room
    /// never reached is not "lost". Once joined, a lost room is said in the shell
    /// (`Lost the room (…); retrying…`) and tried again, ever more slowly, for as long as it runs.
    func join() {
        let client = client, inbox = inbox, contact = contact, attempts = Self.joinAttempts
        Task.detached {
            let instance = Locked<String?>(nil)
            var saidLost = false
            var joined = false
            var failures = 0
            var backoff = Backoff()
            while !Task.isCancelled {
                let opened = ContinuousClock.now
                let seen = Locked<Bool>(false)
                do {
                    try await client.follow { [joined] state in
                        if seen.withLock({ seen in defer { seen = true }; return !seen }) {
                            let before = instance.withLock { $0 }
                            inbox.post(joined ? .found(restarted: before != nil && before != state.instance) : .joined)
                            if !joined { contact.settle(.joined) }
                        }
                        instance.withLock { $0 = state.instance }
                        inbox.post(.state(state))
                    }
                    throw RoomClientError("the room closed the stream")
                } catch {
                    let wasSeen = seen.withLock { $0 }
                    if wasSeen { joined = true }
                    let reason = RoomClientError.reason(error)
                    if joined {
                        if seen.withLock({ $0 }) || !saidLost { inbox.post(.lost(reason)) }
                        saidLost = true
                    } else {
                        failures += 1
                        if failures >= attempts {
                            contact.settle(.unreachable(reason: reason, attempts: failures))
                            break
                        }
                        contact.failed(reason, attempt: failures)
                    }
                    // A stream that lasted is no sign of trouble; one that ends at once (a room
                    // that answers too fast, or wrongly) is retried ever more slowly.
                    if ContinuousClock.now - opened > .seconds(30) { backoff.reset() }
                    try? await Task.sleep(for: backoff.next())
                }
            }
        }
    }

    /// Waits until the room is first joined, or given up on; `onFailure` is told of each attempt
    /// that failed meanwhile (its reason and number), on this thread.
    func waitForContact(onFailure: (String, Int) -> Void) -> Contact.Outcome {
        contact.wait(onFailure: onFailure)
    }

    /// Starts sending this attendee's progress, as `name`, to the room.
    func startReporting(as name: String) {
        self.name = name
        let client = client, progress = progress
        Task.detached {
            var sent: AttendeeReport?
            var sentAt = Date.distantPast
            while !Task.isCancelled {
                if var current = progress.withLock({ $0 }) {
                    current.report.stuckSeconds = current.stuckSince.map { max(1, Int(Date().timeIntervalSince($0))) } ?? 0
                    var comparable = current.report
                    comparable.stuckSeconds = sent?.stuckSeconds ?? 0
                    if comparable != sent || Date().timeIntervalSince(sentAt) >= 5 {
                        if (try? await client.post(current.report)) != nil {
                            sent = current.report
                            sentAt = Date()
                        } else {
                            sentAt = Date()  // the stream says when the room is lost; try again in 5 s
                        }
                    }
                }
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    // MARK: - On the shell's thread

    /// ``service()`` in the attendee's language (FollowWords.swift binds it).
    func serviceInLanguage() -> StyledText {
        var text = StyledText()
        guard let shell else { return text }
        for event in inbox.take() {
            switch event {
            case .joined:
                text.line(Words.joined, .dim)
            case .lost(let reason):
                text.line(Words.lost(reason), .warning)
            case .found(let restarted):
                text.line(Words.found(restarted: restarted), .dim)
                if restarted { catchUpPending = true }
            case .state(let state):
                let force = catchUpPending || latest.map { $0.instance != state.instance } ?? true
                latest = state
                catchUpPending = false
                if following { text.append(apply(state, catchUp: force, in: shell)) }
            }
        }
        if catchUpPending, following, let latest {
            catchUpPending = false
            text.append(apply(latest, catchUp: true, in: shell))
        }
        if !following && !saidOwn {
            saidOwn = true
            text.line(Words.movedOnYourOwn, .dim)
        }
        updateProgress(shell)
        return text
    }

    /// Runs the teacher's move here: the same command when this shell is where the teacher was
    /// before it, else a quiet catch-up to the teacher's step (as `resume` does).
    private func apply(_ state: RoomState, catchUp: Bool, in shell: Shell) -> StyledText {
        var text = StyledText()
        guard let move = state.move else { return text }
        // Nothing from the room is trusted: a move must name a lesson this playground has, with
        // its number of steps, and a step within it, before anything runs.
        if let problem = Self.problem(with: move, lessons: lessons) {
            text.line(Words.ignoredMove(problem), .warning)
            return text
        }
        // In Swift mode a command would be Swift: catch up once the attendee leaves it, and say
        // so once per move.
        guard !shell.inSwiftMode else {
            catchUpPending = true
            if toldWaiting != state.version {
                toldWaiting = state.version
                text.line(Words.waitingInSwiftMode(lesson: move.lesson, step: move.step, count: move.count), .dim)
            }
            return text
        }
        let here = shell.position.map { RoomPosition(lesson: $0.lesson, step: $0.step) }
        let teachers = Move(move)
        let same = !catchUp && (move.kind == .open || (here != nil && here == state.from))
        if same {
            text.line(Words.teacherDid(teachers.described), .dim)
            text.append(shell.apply(teachers, from: .room).text)
        }
        if !same || shell.position.map({ $0.lesson != move.lesson || $0.step != move.step }) ?? true {
            text.line(Words.catchingUp(lesson: move.lesson, step: move.step, count: move.count), .dim)
            var stopped = false
            text.append(shell.catchUp(lesson: move.lesson, step: move.step, show: move.kind == .show, from: .room) {
                stopped = stopped || ShellSession.takeInterrupt()
                return stopped
            }.text)
            if stopped {
                // Stopped by the attendee: they are on their own where it stopped.
                following = false
                saidOwn = true
                text.line(Words.stoppedCatchingUp, .dim)
            }
        }
        return text
    }

    /// The lessons of this playground: id → number of steps.
    private lazy var lessons: [String: Int] = Catalog.standard.stepCounts

    /// Why a move from the room cannot be applied here, if it cannot.
    static func problem(with move: ShellMove, lessons: [String: Int]) -> String? {
        let name = String(move.lesson.prefix(32)).filter { $0.isLetter || $0.isNumber || $0 == "-" }
        guard let steps = lessons[move.lesson] else { return "no lesson '\(name)' here" }
        guard move.count == steps else { return "\(name) has \(steps) steps here, not \(min(move.count, 1_000_000))" }
        guard (0...steps).contains(move.step) else { return "\(name) has no step \(min(max(move.step, -1), 1_000_000))" }
        return nil
    }

    /// What the reporter sends next.
    private func updateProgress(_ shell: Shell) {
        let place = shell.position
        var failed = 0
        if let exercise = shell.currentExercise, exercise.failingChecks > 0 {
            failed = exercise.failingChecks
            if stuck?.exercise != exercise.id { stuck = (exercise.id, Date()) }
        } else {
            stuck = nil
        }
        let report = AttendeeReport(
            id: id, name: name, lesson: place?.lesson, step: place?.step ?? 0, following: following, failedChecks: failed, stuckSeconds: 0
        )
        progress.withLock { $0 = Progress(report: report, stuckSince: stuck?.since) }
    }
}
