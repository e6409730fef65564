import PlaygroundKit

/// The live page for the projector and for attendees without a build, served by the room at `/`.
///
/// Contract with the server (RoomServer):
/// - `GET /` answers ``document(room:)``: one HTML file, styles and script inline, no network
///   besides its own server.
/// - `GET /events` is a server-sent event stream. On connecting, and on every teacher's move, the
///   server sends `event: move` with `data:` one line of JSON `{"version": N, "html": "..."}`,
///   where `html` is ``fragment(for:)`` of the teacher's current move (nil before the first).
/// - The page's script replaces the step with each event's `html`, and shows when the connection
///   is lost and found again (EventSource reconnects by itself).
public enum LivePage {
    /// The whole page. `room`: the name shown in its header (the lesson title is in the fragment).
    public static func document(room: String) -> String {
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>\(room)</title></head><body><main id=\"step\"></main></body></html>"
    }

    /// The HTML of the teacher's current step: lesson, step number and title, text, code with
    /// syntax highlighting, output. Nil: the teacher has not opened a lesson yet.
    public static func fragment(for move: ShellMove?) -> String {
        guard let move else { return "<p>Waiting for the teacher to open a lesson.</p>" }
        return "<h1>\(move.lessonTitle)</h1><h2>\(move.record?.title ?? "")</h2>"
    }
}
