import Dispatch
import Subprocess

/// A command run by `/bin/sh` in the foreground, on swift-subprocess: with this process's standard
/// input, output and error (the terminal), in this process group (so the terminal's Ctrl-C reaches
/// it, and it may read the terminal), every signal at its default action and no other descriptor
/// inherited. The caller's thread waits for it. (`edit`'s editor; the caller ignores Ctrl-C
/// meanwhile.)
public enum ForegroundShell {
    /// How the shell ended.
    public enum Ending: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Why it did not start.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Runs `/bin/sh -c command name arguments...` with this process's environment, and waits.
    public static func run(_ command: String, name: String = "sh", arguments: [String] = []) throws(Failure) -> Ending {
        let result = Locked<Result<Ending, Failure>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let shellArguments = Arguments(["-c", command, name] + arguments)
        Task.detached {
            do {
                let run = try await Subprocess.run(
                    .path("/bin/sh"), arguments: shellArguments,
                    input: .currentStandardInput, output: .currentStandardOutput, error: .currentStandardError
                )
                let ending: Ending = switch run.terminationStatus {
                case .exited(let status): .exited(status)
                case .signaled(let signal): .signalled(signal)
                }
                result.withLock { $0 = .success(ending) }
            } catch {
                result.withLock { $0 = .failure(Failure(description: "\(error)")) }
            }
            done.signal()
        }
        done.wait()
        return try result.withLock { $0! }.get()
    }
}
