import Handouts
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
///
/// The page: a bar with the room's name, the connection's state (live, reconnecting, lost) and a
/// light/dark toggle (remembered in the browser), then the step in type that grows with the screen.
/// Keys: `t` flips the theme, `+` and `-` make the type larger or smaller, `0` resets it.
public enum LivePage {
    /// The whole page. `room`: the name shown in its header (the lesson title is in the fragment).
    /// `language`: the teacher's, for the page's own words and `<html lang>`.
    public static func document(room: String, language: Language = .en) -> String {
        Words.$language.withValue(language) { page(room: room) }
    }

    private static func page(room: String) -> String {
        """
        <!doctype html>
        <html lang="\(Words.language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'">
        <title>\(HTML.escape(room))</title>
        <style>
        \(Stylesheet.css)
        </style>
        <script>\(themeScript)</script>
        </head>
        <body class="live">
        <div class="toolbar" role="banner">
        <span class="grow">\(HTML.escape(room))</span>
        <span id="status" class="status" data-state="connecting" role="status" aria-live="polite">\(Words.connecting)</span>
        <button id="theme" class="theme-toggle" type="button" title="\(Words.themeTitle)" aria-label="\(Words.pageLightOrDark)">◐<span class="label"> \(Words.pageLightSlashDark)</span></button>
        </div>
        <main id="step" aria-live="polite">
        <p class="waiting">\(Words.connectingToRoom)</p>
        </main>
        <noscript><p class="waiting">\(Words.needsJavaScript)</p></noscript>
        <script>\(pageScript(labels: Words.statusLabels))</script>
        </body>
        </html>

        """
    }

    /// The HTML of the teacher's current step: lesson, step number and title, text, code with
    /// syntax highlighting, output. Nil: the teacher has not opened a lesson yet. `language`: the
    /// teacher's (the move's words are already in it), for the page's own words around them.
    public static func fragment(for move: ShellMove?, language: Language = .en) -> String {
        Words.$language.withValue(language) { fragmentHTML(for: move) }
    }

    private static func fragmentHTML(for move: ShellMove?) -> String {
        guard let move else { return "<p class=\"waiting\">\(Words.waitingForTeacher)</p>" }
        var html = "<p class=\"lesson\">\(HTML.escape(move.lessonTitle)) <span class=\"muted\">· \(HTML.escape(move.lesson))</span></p>\n"
        let count = max(move.count, 1)
        let done = min(max(move.step, 0), count)
        html += "<div class=\"progress\" aria-hidden=\"true\"><span style=\"width:\(done * 100 / count)%\"></span></div>\n"
        guard let record = move.record else {
            html += "<p class=\"step-no\">\(Words.pageSteps(move.count))</p>\n"
            html += "<h2>\(HTML.escape(move.lessonTitle))</h2>\n"
            html += "<p class=\"waiting\">\(Words.teacherOpened(reset: move.kind == .reset))</p>\n"
            return html
        }
        html += "<p class=\"step-no\">\(Words.pageStepOf(record.number, record.count))</p>\n"
        html += "<h2>\(HTML.escape(record.title))</h2>\n"
        html += StepHTML.body(record)
        return html
    }

    /// Runs in `<head>`, before the first paint: the theme and type size the reader chose last time.
    static let themeScript = """
        try {
          var theme = localStorage.getItem('playground-theme');
          if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
          var scale = parseFloat(localStorage.getItem('playground-scale'));
          if (scale > 0) document.documentElement.style.fontSize = scale + '%';
        } catch (e) {}
        """

    /// The step from `/events`, the connection's state, the theme toggle and the keys. `labels`:
    /// the connection's states in words, a JavaScript object (``Words/statusLabels``).
    static func pageScript(labels: String) -> String {
        """
        (function () {
          'use strict';
          var root = document.documentElement;
          var step = document.getElementById('step');
          var status = document.getElementById('status');
          function remember(key, value) { try { localStorage.setItem(key, value); } catch (e) {} }

          // Light or dark: the system's choice until the reader flips it, then theirs, remembered.
          function theme() {
            return root.dataset.theme || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
          }
          function flip() {
            root.dataset.theme = theme() === 'dark' ? 'light' : 'dark';
            remember('playground-theme', root.dataset.theme);
          }
          document.getElementById('theme').addEventListener('click', flip);

          // Type size, for the back row: + and - by a tenth, 0 back to normal.
          var scale = parseFloat(root.style.fontSize) || 100;
          function zoom(to) {
            scale = Math.min(250, Math.max(50, to));
            root.style.fontSize = scale + '%';
            remember('playground-scale', String(scale));
          }
          document.addEventListener('keydown', function (e) {
            if (e.ctrlKey || e.metaKey || e.altKey || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) return;
            if (e.key === 't') flip();
            else if (e.key === '+' || e.key === '=') zoom(scale + 10);
            else if (e.key === '-') zoom(scale - 10);
            else if (e.key === '0') zoom(100);
          });

          // The connection: EventSource reconnects by itself after a drop; after a refusal
          // (CLOSED) it does not, so the page tries again every few seconds.
          var labels = \(labels);
          function show(state) { status.dataset.state = state; status.textContent = labels[state]; }
          var current = null, retry = null;
          function connect() {
            retry = null;
            var source = new EventSource('/events');
            source.onopen = function () { show('live'); };
            source.onerror = function () {
              if (source.readyState === EventSource.CLOSED) {
                show('lost');
                source.close();
                if (!retry) retry = setTimeout(connect, 3000);
              } else {
                show('reconnecting');
              }
            };
            // Each move carries the whole step: {"version": N, "html": "..."}.
            source.addEventListener('move', function (e) {
              var move;
              try { move = JSON.parse(e.data); } catch (err) { return; }
              if (!move || typeof move.html !== 'string') return;
              show('live');
              if (move.html === current) return;
              var moved = current !== null;
              current = move.html;
              step.innerHTML = move.html;
              if (moved) window.scrollTo(0, 0);
            });
          }
          connect();
        })();
        """
    }
}
