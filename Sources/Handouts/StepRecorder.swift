import PlaygroundKit

/// Hears of the moves of a shell that runs a lesson for a handout or a recording, and keeps what
/// every step showed and printed, in the order they ran.
final class StepRecorder: SessionHost {
    private(set) var steps: [StepRecord] = []

    func moved(_ move: ShellMove, from source: MoveSource) {
        if let record = move.record { steps.append(record) }
    }
}
