import Foundation

/// JSON-RPC 2.0 over the server's pipes: requests answered by id, notifications kept, the
/// server's own requests answered, all on one reader thread; every wait on the caller's side ends
/// at a deadline or when the connection does.
final class Connection: @unchecked Sendable {
    /// The diagnostics last pushed for a document (`textDocument/publishDiagnostics`).
    struct Published {
        /// The document version they are for, when the server says.
        var version: Int?
        var items: JSONValue
        /// Counts every push, over all documents: a push newer than a change has a larger number.
        var sequence: Int
    }

    let process: ServerProcess
    /// Guards everything below it, and is signalled whenever any of it changes.
    private let state = NSCondition()
    private var nextID = 1
    /// Requests awaiting their response: only these responses are kept.
    private var awaited: Set<Int> = []
    private var responses: [Int: JSONValue] = [:]
    /// Pushes are kept only for documents the client opened.
    private var watched: Set<String> = []
    private var published: [String: Published] = [:]
    private var sequence = 0
    private var endReason: String?
    private var readerDone = false
    /// Well-framed messages that were not JSON-RPC (kept count of, otherwise ignored).
    private var ignored = 0

    /// Held for each message written, so messages never interleave; `writable` is false once our
    /// end of the server's input is closed.
    private let writeLock = NSLock()
    private var writable = true

    init(process: ServerProcess) {
        self.process = process
        let thread = Thread { [self] in readLoop() }
        thread.name = "sourcekit-lsp reader"
        thread.start()
    }

    // MARK: - Sending

    /// Sends a request and waits for its result until `timeout` has passed.
    func request(_ method: String, _ params: JSONValue, timeout: Duration) throws(LanguageServerError) -> JSONValue {
        let deadline = ContinuousClock.now + timeout
        state.lock()
        let id = nextID
        nextID += 1
        awaited.insert(id)
        state.unlock()
        defer {
            state.lock()
            awaited.remove(id)
            responses[id] = nil
            state.unlock()
        }
        try send(Self.message(method, params, id: .number(Double(id))), deadline: deadline)
        state.lock()
        var response = responses[id]
        var ended = endReason
        while response == nil, ended == nil, wait(until: deadline) {
            response = responses[id]
            ended = endReason
        }
        state.unlock()
        guard let response else {
            if let ended { throw .ended(ended) }
            try? send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": .number(Double(id))]], deadline: .now + .seconds(1))
            throw .timedOut(method: method, seconds: Self.seconds(timeout))
        }
        if let error = response["error"] {
            throw .failed(method: method, code: error["code"]?.int ?? 0, message: error["message"]?.string ?? "no message")
        }
        return response["result"] ?? .null
    }

    func notify(_ method: String, _ params: JSONValue, timeout: Duration = .seconds(10)) throws(LanguageServerError) {
        try send(Self.message(method, params), deadline: .now + timeout)
    }

    /// A request (with `id`) or a notification; `params` left out when null (as for `shutdown` and `exit`).
    static func message(_ method: String, _ params: JSONValue, id: JSONValue? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
        if let id { members["id"] = id }
        if params != .null { members["params"] = params }
        return .object(members)
    }

    private func send(_ message: JSONValue, deadline: ContinuousClock.Instant) throws(LanguageServerError) {
        let frame = MessageFramer.frame(message.encoded())
        let started = ContinuousClock.now
        writeLock.lock()
        defer { writeLock.unlock() }
        if let reason { throw .ended(reason) }
        guard writable else { throw .ended("its input is closed") }
        switch process.write(frame, deadline: deadline) {
        case .written: return
        case .timedOut:
            // Part of a frame may be written: nothing after it would be read right. The server is stuck anyway.
            end("it stopped reading what it is sent")
            process.stop()
            throw .timedOut(method: message["method"]?.string ?? "a response", seconds: Self.seconds(ContinuousClock.now - started))
        case .closed(let why):
            end("it stopped reading (\(why))")
            throw .ended(reason ?? why)
        }
    }

    /// Waits on `state` (held) until signalled or `deadline`; false once the deadline has passed.
    private func wait(until deadline: ContinuousClock.Instant) -> Bool {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { return false }
        _ = state.wait(until: Date(timeIntervalSinceNow: Self.seconds(left)))
        return true
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    // MARK: - Pushed diagnostics

    func watch(_ uri: String) {
        state.lock()
        watched.insert(uri)
        state.unlock()
    }

    /// The number the next push will be above: taken before a change, so that a push after it is newer.
    var currentSequence: Int {
        state.lock()
        defer { state.unlock() }
        return sequence
    }

    /// The latest push for `uri` that `accept` takes, waiting for one until `deadline`.
    func published(_ uri: String, until deadline: ContinuousClock.Instant, accept: (Published) -> Bool) throws(LanguageServerError) -> Published? {
        state.lock()
        defer { state.unlock() }
        while true {
            if let latest = published[uri], accept(latest) { return latest }
            if let endReason { throw .ended(endReason) }
            guard wait(until: deadline) else { return nil }
        }
    }

    // MARK: - Ending

    var reason: String? {
        state.lock()
        defer { state.unlock() }
        return endReason
    }

    /// Records why the connection is over (the first reason stays) and wakes every waiter.
    func end(_ why: String) {
        state.lock()
        if endReason == nil { endReason = why }
        state.broadcast()
        state.unlock()
    }

    /// No more writes: closes our end of the server's input.
    func closeInput() {
        writeLock.lock()
        defer { writeLock.unlock() }
        writable = false
        process.closeInput()
    }

    /// Kills the server, collects it, waits for the reader to stop, and closes the descriptors.
    func terminate(_ why: String) {
        end(why)
        process.stop()
        _ = process.reap(timeout: .seconds(5))
        let deadline = ContinuousClock.now + .seconds(10)
        state.lock()
        while !readerDone, wait(until: deadline) {}
        let stopped = readerDone
        state.unlock()
        // A reader that is somehow still going keeps its descriptors: closing them under it could
        // hand their numbers to another file it would then read.
        guard stopped else { return }
        writeLock.lock()
        writable = false
        process.closeDescriptors()
        writeLock.unlock()
    }

    // MARK: - Reading

    private func readLoop() {
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        reading: while true {
            switch process.read(into: &buffer) {
            case .bytes(let count):
                framer.append(buffer[..<count])
                do {
                    while let body = try framer.next() { handle(body) }
                } catch {
                    end("it sent \(error)")
                    process.stop()
                    break reading
                }
            case .endOfFile:
                end("it exited")
                break reading
            case .stopped:
                end("it was stopped")
                break reading
            case .failed(let why):
                end("reading its output failed: \(why)")
                break reading
            }
        }
        state.lock()
        readerDone = true
        state.broadcast()
        state.unlock()
    }

    private func handle(_ body: [UInt8]) {
        guard let message = JSONValue.decode(body), case .object = message else { return ignore() }
        let id = message["id"]
        if let method = message["method"]?.string {
            if let id { return answer(method, id: id, params: message["params"]) }
            if method == "textDocument/publishDiagnostics", let uri = message["params"]?["uri"]?.string {
                state.lock()
                if watched.contains(uri) {
                    sequence += 1
                    published[uri] = Published(version: message["params"]?["version"]?.int, items: message["params"]?["diagnostics"] ?? .null, sequence: sequence)
                    state.broadcast()
                }
                state.unlock()
            }
            return
        }
        guard let number = id?.int, message["result"] != nil || message["error"] != nil else { return ignore() }
        state.lock()
        if awaited.contains(number) {
            responses[number] = message
            state.broadcast()
        }
        state.unlock()
    }

    private func ignore() {
        state.lock()
        ignored += 1
        state.unlock()
    }

    /// How many well-framed messages were not JSON-RPC.
    var ignoredMessages: Int {
        state.lock()
        defer { state.unlock() }
        return ignored
    }

    /// Answers a request from the server: the ones with nothing to return get `null`; a
    /// configuration request gets no settings; anything else is not supported.
    private func answer(_ method: String, id: JSONValue, params: JSONValue?) {
        let empty: Set<String> = [
            "client/registerCapability", "client/unregisterCapability", "window/workDoneProgress/create",
            "window/showMessageRequest", "workspace/semanticTokens/refresh", "workspace/diagnostic/refresh",
            "workspace/inlayHint/refresh", "workspace/codeLens/refresh",
        ]
        var reply: JSONValue = ["jsonrpc": "2.0", "id": id]
        if empty.contains(method) {
            reply = ["jsonrpc": "2.0", "id": id, "result": nil]
        } else if method == "workspace/configuration" {
            let count = min(params?["items"]?.array?.count ?? 0, 1000)
            reply = ["jsonrpc": "2.0", "id": id, "result": .array(Array(repeating: .null, count: count))]
        } else {
            reply = ["jsonrpc": "2.0", "id": id, "error": ["code": -32601, "message": .string("\(method) is not supported by this client")]]
        }
        try? send(reply, deadline: .now + .seconds(5))
    }
}
