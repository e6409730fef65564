import Foundation
import OpenCombine
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// `dataTaskPublisher(for:)` as Combine has it, which `URLSessionTransport` calls: the data
    /// and response of one request, or its `URLError`. OpenCombineFoundation has one too, but a
    /// package library this program depends on is linked into `playground` as well (which depends
    /// on this program to have it built), and that one would bring FoundationNetworking back.
    func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        Deferred {
            Future { promise in
                let deliver = Delivery(promise: promise)
                self.dataTask(with: url) { data, response, error in
                    switch (data, response, error) {
                    case let (data, response?, nil): deliver.promise(.success((data: data ?? Data(), response: response)))
                    case let (_, _, error as URLError): deliver.promise(.failure(error))
                    default: deliver.promise(.failure(URLError(.unknown)))
                    }
                }.resume()
            }
        }
        .eraseToAnyPublisher()
    }

    /// The future's promise, handed to URLSession's thread.
    private struct Delivery: @unchecked Sendable {
        let promise: (Result<(data: Data, response: URLResponse), URLError>) -> Void
    }
}
