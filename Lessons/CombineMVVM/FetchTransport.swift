import Dispatch
import Foundation
import OpenCombine
import Platform
import PlaygroundKit

/// The live service's transport. Each request runs `playground-fetch`, a small program built
/// beside the playground that holds `URLSessionTransport`, and reads back the status code and
/// body, or the URLError code. FoundationNetworking (libcurl and its TLS stack, about 9 ms on
/// every start) is loaded by that program when a request runs, not by the playground.
struct FetchTransport: WeatherTransport {
    /// The program; nil when it is not next to the running one (an error answers every request).
    var program: String? = FetchTransport.programBesideExecutable()
    /// How long a request may take, passed on to URLSession.
    var timeout: TimeInterval = 10

    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: WeatherResponse), URLError> {
        // Deferred: the program starts when someone subscribes, and a cancel stops it.
        Deferred { [program, timeout] in
            let cancellation = Cancellation()
            return Future { promise in
                let deliver = Delivery(promise: promise)
                DispatchQueue.global().async {
                    deliver.promise(Self.fetch(url, program: program, timeout: timeout, cancellation: cancellation))
                }
            }
            .handleEvents(receiveCancel: { cancellation.cancel() })
        }
        .eraseToAnyPublisher()
    }
}

extension FetchTransport {
    typealias Answer = Result<(data: Data, response: WeatherResponse), URLError>

    /// The promise of a `Future`, handed to the thread that waits for the program.
    private struct Delivery: @unchecked Sendable {
        let promise: (Answer) -> Void
    }

    static let programName = "playground-fetch"

    /// Bytes of body a request may bring back; more is an error (a weather answer is under 1 KB).
    static let maximumBody = 1 << 20

    /// `playground-fetch` in the build folder of the running program (`RunningProgram.buildFolder`):
    /// the playground's, in `.build/debug/` or `.build/release/`, or the tests'.
    static func programBesideExecutable() -> String? {
        let path = URL(fileURLWithPath: RunningProgram.buildFolder).appending(path: programName).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Runs the program for `url` and waits for it; blocks the calling thread.
    static func fetch(_ url: URL, program: String?, timeout: TimeInterval, cancellation: Cancellation) -> Answer {
        // A missing program is a file that does not exist, in URLError's words: the log says so.
        guard let program else { return .failure(URLError(.fileDoesNotExist)) }
        let outcome: ChildProcess.Outcome
        do {
            // The program's own timeout is URLSession's; the limit here only stops a program that hangs.
            let limits = ChildProcess.Limits(time: .seconds(timeout + 5), output: maximumBody + 64, grace: .milliseconds(200))
            outcome = try ChildProcess.run(program, arguments: [url.absoluteString, "\(timeout)"], limits: limits, cancellation: cancellation)
        } catch {
            return .failure(URLError(.fileDoesNotExist))
        }
        switch outcome.ending {
        case .exited(0): break
        case .timedOut: return .failure(URLError(.timedOut))
        case .cancelled, .interrupted: return .failure(URLError(.cancelled))
        case .exited, .signalled: return .failure(URLError(.cannotParseResponse))
        }
        guard !outcome.truncated else { return .failure(URLError(.dataLengthExceedsMaximum)) }
        return parse(outcome.output, url: url)
    }

    /// `status <code> <length>\n<body>` or `error <URLError code>\n`, as `playground-fetch` writes.
    static func parse(_ output: [UInt8], url: URL) -> Answer {
        guard let newline = output.firstIndex(of: UInt8(ascii: "\n")) else { return .failure(URLError(.cannotParseResponse)) }
        let words = String(decoding: output[..<newline], as: UTF8.self).split(separator: " ")
        let body = output[(newline + 1)...]
        if words.count == 3, words[0] == "status", let status = Int(words[1]), Int(words[2]) == body.count {
            return .success((data: Data(body), response: WeatherResponse(url: url, statusCode: status)))
        }
        if words.count == 2, words[0] == "error", let number = Int(words[1]), let code = URLError.Code(rawValue: number), body.isEmpty {
            return .failure(URLError(code))
        }
        return .failure(URLError(.cannotParseResponse))
    }
}
