import Foundation
import OpenCombine

/// Wraps a transport and writes each request and its answer into a `RequestLog`, stamped with
/// the main scheduler's virtual time. The answer hops onto that scheduler before it is logged,
/// so a live answer from another thread is logged in order too.
struct RecordingTransport: WeatherTransport {
    let inner: any WeatherTransport
    let log: RequestLog
    let scheduler: MainScheduler

    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: WeatherResponse), URLError> {
        // Deferred: a request is logged when someone subscribes, that is when it is really sent.
        // @snippet recording-deferred
        Deferred { [inner, log, scheduler] in
            let number = log.sent(url, at: scheduler.elapsed)
            return inner.dataTaskPublisher(for: url)
                .receive(on: scheduler)
                .handleEvents(receiveOutput: { answer in
                    log.answered(number, answer, at: scheduler.elapsed)
                }, receiveCompletion: { completion in
                    if case .failure(let error) = completion {
                        log.failed(number, error, at: scheduler.elapsed)
                    }
                })
        }
        .eraseToAnyPublisher()
        // @end recording-deferred
    }
}
