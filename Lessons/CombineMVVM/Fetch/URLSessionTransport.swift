import Foundation
import OpenCombine
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real network, through `URLSession` (FoundationNetworking on Linux) and its
/// `dataTaskPublisher(for:)`, as in the article. It runs in `playground-fetch`, a program of its
/// own that `FetchTransport` starts for each request, so that the playground itself never loads
/// FoundationNetworking (libcurl and its TLS stack) unless a user asks for the live service.
struct URLSessionTransport {
    let session: URLSession

    /// `timeout` bounds a request that never answers: URLSession's default is a minute.
    init(timeout: TimeInterval = 10) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        session = URLSession(configuration: configuration)
    }

    // @snippet url-session
    func dataTaskPublisher(for url: URL)
        -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        session.dataTaskPublisher(for: url).eraseToAnyPublisher()
    }
    // @end url-session
}
