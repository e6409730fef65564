#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// ShellFuzz without libFuzzer: replay inputs (the checked-in corpus, a crash file) or run a
/// seeded generator. Works on any platform, with any build.
enum Standalone {
    static let usage = """
        usage: ShellFuzz --replay [--echo] PATH...     run each file (each file in a folder) once
               ShellFuzz --generate N [--seed S] [--echo]   run N generated inputs (deterministic)
        Built with scripts/fuzz (libFuzzer), any other arguments go to libFuzzer.

        """

    static func main(arguments: [String], harness: Harness, probe: (_ quiet: Bool) -> Void) -> Int32 {
        var paths: [String] = []
        var generate: Int?
        var seed: UInt64 = 1
        var echo = false
        var replay = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--replay": replay = true
            case "--echo": echo = true
            case "--generate":
                guard let value = rest.popFirst().flatMap({ Int($0) }), value >= 0 else { return fail("--generate takes a count") }
                generate = value
            case "--seed":
                guard let value = rest.popFirst().flatMap({ UInt64($0) }) else { return fail("--seed takes a number") }
                seed = value
            case "--help", "-h":
                error(usage)
                return 0
            default:
                if argument.hasPrefix("-") { return fail("unknown option \(argument) (a libFuzzer option? build with scripts/fuzz)") }
                paths.append(argument)
            }
        }
        guard replay || generate != nil, !(replay && paths.isEmpty) else { return fail("nothing to do") }
        if echo { harness.echo = { text in FileHandle.standardOutput.write(Data(text.utf8)) } }
        probe(echo)

        var executed = 0
        for path in paths {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    // A running fuzzer may remove a corpus file it has replaced with a smaller one.
                    if !FileManager.default.fileExists(atPath: file) { continue }
                    return fail("cannot read \(file)")
                }
                if echo { harness.echo?("=== \(file)\n") }
                data.withUnsafeBytes { harness.run($0.bindMemory(to: UInt8.self)) }
                executed += 1
            }
        }
        if let generate {
            var generator = SplitMix64(seed: seed)
            let started = Date()
            for index in 0..<generate {
                let input = Generated.input(using: &generator)
                if echo { harness.echo?("=== input \(index) (seed \(seed)): \(input.map { String($0, radix: 16) }.joined(separator: " "))\n") }
                input.withUnsafeBufferPointer { harness.run($0) }
                executed += 1
            }
            let seconds = Date().timeIntervalSince(started)
            error("ShellFuzz: generated \(generate) inputs from seed \(seed) in \(String(format: "%.1f", seconds)) s\n")
        }
        error("ShellFuzz: \(executed) inputs ran, no crash; \(harness.parked.skipped) lines skipped (thread-parking budget)\n")
        return 0
    }

    /// `path` itself, or the regular files under it, sorted so a replay runs in a fixed order.
    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [path] }
        guard isDirectory.boolValue else { return [path] }
        let names = (FileManager.default.subpaths(atPath: path) ?? []).sorted()
        return names.map { path + "/" + $0 }.filter { file in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    static func fail(_ message: String) -> Int32 {
        error("ShellFuzz: \(message)\n" + usage)
        return 2
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// A small, fast, seedable generator: the same seed gives the same inputs on every machine.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Inputs in `FuzzInput`'s format, mostly grammar lines with literal and random ones mixed in.
enum Generated {
    static let literals = [
        "", "help", "lessons", "steps", "next", "back", "run", "show", "inspect", "reset", "clock", "history",
        "advance 1s", "compile", "quit", "open", "run 1", "show 2", "n", "b", " ", "\t", "'", "\"",
    ]

    static func input(using generator: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = [UInt8.random(in: 0...255, using: &generator)]
        let lines = Int.random(in: 0...12, using: &generator)
        for index in 0..<lines {
            if index > 0 { bytes.append(0x0A) }
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6:
                bytes.append(FuzzInput.grammarMarker)
                for _ in 0..<Int.random(in: 1...6, using: &generator) {
                    bytes.append(UInt8.random(in: 0...255, using: &generator))
                }
            case 6..<8:
                bytes += Array(literals[Int.random(in: 0..<literals.count, using: &generator)].utf8)
            default:
                for _ in 0..<Int.random(in: 0...24, using: &generator) {
                    var byte = UInt8.random(in: 0...255, using: &generator)
                    if byte == 0x0A { byte = 0x20 }
                    bytes.append(byte)
                }
            }
        }
        return bytes
    }
}
