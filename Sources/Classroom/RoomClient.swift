import FlyingFox
import FlyingSocks
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A follower's side of the room's HTTP API: the state (long poll) and its own progress.
public struct RoomClient: Sendable {
    public let host: String
    public let port: UInt16

    public init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// `HOST:PORT` (`[::1]:7420` for IPv6), or why it is not one.
    public static func parse(_ text: String) -> Result<RoomClient, RoomRefusal> {
        var host = text.trimmingCharacters(in: .whitespaces)
        if host.hasPrefix("http://") { host.removeFirst(7) }
        while host.hasSuffix("/") { host.removeLast() }
        guard let colon = host.lastIndex(of: ":"), let port = UInt16(host[host.index(after: colon)...]), port > 0 else {
            return .failure(RoomRefusal(status: 0, "'\(text)' is not HOST:PORT (the teacher's screen shows it: 'playground follow 192.168.1.20:7420')"))
        }
        var name = String(host[..<colon])
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        guard !name.isEmpty else { return .failure(RoomRefusal(status: 0, "'\(text)' has no host before the port")) }
        return .success(RoomClient(host: name, port: port))
    }

    /// The teacher's state: at once when newer than `after` (or from another instance), else
    /// when the teacher moves.
    public func state(after: Int?, instance: String?, timeout: Duration = .seconds(30)) async throws -> RoomState {
        var query: [HTTPRequest.QueryItem] = []
        if let after { query.append(.init(name: "after", value: String(after))) }
        if let instance { query.append(.init(name: "instance", value: instance)) }
        let (status, body) = try await send(.GET, "/api/state", query: query, body: Data(), timeout: timeout)
        guard status == 200 else { throw RoomClientError("the room answered \(status)") }
        do {
            return try JSONDecoder().decode(RoomState.self, from: body)
        } catch {
            throw RoomClientError("the room's answer was not understood")
        }
    }

    /// Sends the attendee's progress.
    public func post(_ report: AttendeeReport) async throws {
        let body = try JSONEncoder().encode(report)
        let (status, _) = try await send(.POST, "/api/attendee", body: body, timeout: .seconds(10))
        guard (200..<300).contains(status) else { throw RoomClientError("the room refused our progress (\(status))") }
    }

    /// Sends a request; its status and body.
    public func send(
        _ method: HTTPMethod, _ path: String, query: [HTTPRequest.QueryItem] = [], headers: HTTPHeaders = [:], body: Data,
        timeout: Duration
    ) async throws -> (status: Int, body: Data) {
        let address = try resolve()
        var headers = headers
        headers[.host] = "\(host):\(port)"
        headers[.contentType] = "application/json"
        headers[.connection] = "close"
        let request = HTTPRequest(method: method, version: .http11, path: path, query: query, headers: headers, body: HTTPBodySequence(data: body))
        return try await withTimeout(timeout) {
            var client = HTTPClient()
            let response = try await client.sendHTTPRequest(request, to: address)
            return (response.statusCode.code, try await response.bodyData)
        }
    }

    /// The host's IPv4 address (or IPv6 when it has none).
    func resolve() throws -> any SocketAddress {
        if let v4 = try? sockaddr_in.inet(ip4: host, port: port) { return v4 }
        if let v6 = try? sockaddr_in6.inet6(ip6: host, port: port) { return v6 }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else {
            throw RoomClientError("no such host '\(host)'")
        }
        defer { freeaddrinfo(list) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        var fallback: (any SocketAddress)?
        while let current = entry {
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            if current.pointee.ai_family == AF_INET, let raw = current.pointee.ai_addr {
                var address = raw.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                inet_ntop(AF_INET, &address, &buffer, socklen_t(buffer.count))
                return try sockaddr_in.inet(ip4: cText(buffer), port: port)
            }
            if current.pointee.ai_family == AF_INET6, fallback == nil, let raw = current.pointee.ai_addr {
                var address = raw.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count))
                fallback = try? sockaddr_in6.inet6(ip6: cText(buffer), port: port)
            }
            entry = current.pointee.ai_next
        }
        if let fallback { return fallback }
        throw RoomClientError("no address for '\(host)'")
    }
}

/// Why the room could not be reached, in words for the attendee.
public struct RoomClientError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    /// A short reason for any error talking to the room.
    public static func reason(_ error: any Error) -> String {
        if let error = error as? RoomClientError { return error.description }
        if let error = error as? SocketError {
            switch error {
            case .disconnected: return "disconnected"
            default:
                let text = "\(error)"
                if let range = text.range(of: #"errno: \d+"#, options: .regularExpression),
                   let number = Int32(text[range].dropFirst("errno: ".count)), let message = strerror(number) {
                    return String(decoding: UnsafeRawBufferPointer(start: message, count: strlen(message)), as: UTF8.self).lowercased()
                }
                return text.count > 60 ? String(text.prefix(60)) + "…" : text
            }
        }
        if error is CancellationError { return "cancelled" }
        return String("\(error)".prefix(60))
    }
}

/// Runs `work`, or throws when it takes longer than `limit`.
func withTimeout<T: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await work() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw RoomClientError("no answer in \(limit.seconds.formatted()) s") }
        return value
    }
}

/// A NUL-terminated C buffer as text.
func cText(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
