import LessonKit

extension Event {
    /// Subscribes a real handler that puts each raise's arguments on `track`, at the moment of
    /// the lesson's clock it runs. The recording it returns is the subscriber: the event holds it
    /// weakly, as it holds every subscriber, so keep it. `cancel()` unsubscribes it, and its line
    /// stops there.
    func record(
        on track: MarbleTrack,
        label: @escaping (Args) -> String = { MarbleTrack.label($0) }
    ) -> EventRecording {
        let recording = EventRecording(track: track) { [weak self] recording in
            self?.unsubscribe(recording)
        }
        subscribe(recording) { this, args in this.track.value(label(args)) }
        return recording
    }
}

/// A subscriber that records what it hears on a line of a marble diagram.
final class EventRecording {
    let track: MarbleTrack
    private var unsubscribe: ((EventRecording) -> Void)?

    init(track: MarbleTrack, unsubscribe: @escaping (EventRecording) -> Void) {
        self.track = track
        self.unsubscribe = unsubscribe
    }

    /// Unsubscribes from the event; the line ends here.
    func cancel() {
        guard let unsubscribe else { return }
        self.unsubscribe = nil
        unsubscribe(self)
        track.cancelled()
    }
}

/// `inspect listeners` shows a listener's name and what it heard; its marble line (a handle on
/// the lesson's whole recorder) is what `marbles` draws, not something to read as a dump.
extension Listener: CustomReflectable {
    var customMirror: Mirror {
        Mirror(self, children: ["name": name, "heard": heard], displayStyle: .class)
    }
}
