import Foundation
import OpenCombine
import Testing
@testable import CombineMVVM

/// `FetchTransport` without a server: finding `playground-fetch`, a missing program, and reading
/// what the program writes. (NetworkTests runs the program against a local server.)
struct FetchTransportTests {
    /// What one request through `transport` ended in: the answer or the URLError.
    func outcome(of transport: FetchTransport) async -> FetchTransport.Answer {
        let keeper = Keeper()
        let url = URL(string: "http://127.0.0.1:9/data/2.5/weather?q=Moscow")!
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<FetchTransport.Answer, Never>) in
            keeper.cancellable = transport.dataTaskPublisher(for: url).sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion { continuation.resume(returning: .failure(error)) }
                },
                receiveValue: { continuation.resume(returning: .success($0)) })
        }
        withExtendedLifetime(keeper) {}
        return result
    }

    @Test func theProgramIsBuiltBesideThisOne() throws {
        let program = try #require(FetchTransport.programBesideExecutable(), "swift build builds playground-fetch beside the tests")
        #expect(program.hasSuffix("/playground-fetch"))
        #expect(FileManager.default.isExecutableFile(atPath: program))
    }

    @Test(arguments: [nil, "/nonexistent/playground-fetch"])
    func aMissingProgramIsAURLErrorNotACrash(program: String?) async {
        let result = await outcome(of: FetchTransport(program: program, timeout: 1))
        guard case .failure(let error) = result else {
            Issue.record("a request without the program succeeded: \(result)")
            return
        }
        #expect(error.code == .fileDoesNotExist)
        #expect(RequestLog.outcome(response: nil, data: nil, error: error) == "playground-fetch is missing → placeholder")
    }

    @Test func whatTheProgramWritesIsRead() throws {
        let url = URL(string: "http://example.com/weather")!
        let ok = try FetchTransport.parse(Array("status 404 2\n{}".utf8), url: url).get()
        #expect(ok.response == WeatherResponse(url: url, statusCode: 404))
        #expect(ok.data == Data("{}".utf8))
        let empty = try FetchTransport.parse(Array("status 200 0\n".utf8), url: url).get()
        #expect(empty.data.isEmpty)
        guard case .failure(let timedOut) = FetchTransport.parse(Array("error -1001\n".utf8), url: url) else {
            Issue.record("an error line was read as an answer")
            return
        }
        #expect(timedOut.code == .timedOut)
    }

    @Test(arguments: ["", "status 200 5\n{}", "status 200\n{}", "error\n", "error -1001\nextra", "hello\n", "status x 0\n"])
    func anythingElseCannotBeParsed(output: String) {
        guard case .failure(let error) = FetchTransport.parse(Array(output.utf8), url: URL(string: "http://example.com")!) else {
            Issue.record("'\(output)' was read as an answer")
            return
        }
        #expect(error.code == .cannotParseResponse)
    }
}
