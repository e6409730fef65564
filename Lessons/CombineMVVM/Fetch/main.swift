import Dispatch
import Foundation
import OpenCombine
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// playground-fetch: one GET through `URLSessionTransport`, for the combine-mvvm lesson's
// `FetchTransport`, which starts it next to the playground and reads its standard output.
//
// usage: playground-fetch <url> <timeout in seconds>
// output: one line, then the body:
//   `status <HTTP status code> <body length>` and that many bytes of body, or
//   `error <URLError code>` when the request failed.
// Exit status 0 for either; 2 for bad arguments (with a message on standard error).

/// What the subscription delivered, handed from URLSession's thread to the main thread.
final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<(data: Data, status: Int), URLError>?
    let done = DispatchSemaphore(value: 0)

    func finish(_ result: Result<(data: Data, status: Int), URLError>) {
        let first = lock.withLock {
            defer { if stored == nil { stored = result } }
            return stored == nil
        }
        if first { done.signal() }
    }

    var result: Result<(data: Data, status: Int), URLError>? { lock.withLock { stored } }
}

func write(_ bytes: Data) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { Foundation.write(1, $0.baseAddress, $0.count) }
        if written <= 0 { exit(1) }
        offset += written
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let url = URL(string: arguments.first!), url.scheme == "http" || url.scheme == "https",
      let timeout = TimeInterval(arguments.last!), timeout > 0 else {
    FileHandle.standardError.write(Data("usage: playground-fetch <http(s) URL> <timeout in seconds>\n".utf8))
    exit(2)
}

/// Runs the request and waits for its answer. Not on the main actor: URLSession answers on a
/// thread of its own, and top-level code's closures would insist on the main one.
nonisolated func fetch(_ url: URL, timeout: TimeInterval) -> Result<(data: Data, status: Int), URLError>? {
    let answer = Answer()
    let subscription = URLSessionTransport(timeout: timeout).dataTaskPublisher(for: url)
        .sink(
            receiveCompletion: { completion in
                switch completion {
                case .failure(let error): answer.finish(.failure(error))
                // After a value, this changes nothing; without one, it is no answer at all.
                case .finished: answer.finish(.failure(URLError(.zeroByteResource)))
                }
            },
            receiveValue: { value in
                answer.finish(.success((value.data, (value.response as? HTTPURLResponse)?.statusCode ?? 0)))
            })
    answer.done.wait()
    withExtendedLifetime(subscription) {}
    return answer.result
}

switch fetch(url, timeout: timeout) {
case .success(let (data, status)):
    write(Data("status \(status) \(data.count)\n".utf8) + data)
case .failure(let error):
    write(Data("error \(error.code.rawValue)\n".utf8))
case nil:
    exit(1)
}
