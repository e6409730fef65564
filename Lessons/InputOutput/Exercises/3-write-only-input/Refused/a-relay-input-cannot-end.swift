// check: a relay input has no send(completion:): a relay cannot be ended through it
// expect: send(completion:)
// otherwise: ending a relay input compiled: keep send(completion:) in the extension where Failure == any Error, so that on a relay input (Failure == Never) it does not exist
import OpenCombine
@testable import InputOutput

func endTheQuery() {
    let input = AnyInput(BehaviorRelay(value: ""))
    input.send(completion: .finished)
}
