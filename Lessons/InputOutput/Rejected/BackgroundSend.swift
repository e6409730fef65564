// expect: error: main actor-isolated property 'name' can not be referenced from a nonisolated context
// expect: note: property declared here
// expect: note: add '@MainActor' to make global function 'nameArrived(_:viewModel:)' part of global actor 'MainActor'
// expect: error: main actor-isolated property 'name' can not be referenced from a Sendable closure
// expect: note: property declared here
// app: error: main actor-isolated property 'send' can not be referenced from a Sendable closure
// app: note: property declared here
import Dispatch

// A cut-down copy of the view model: swiftc checks this file alone.
struct AnyInput<Input> { let send: (Input) -> Void }
@MainActor final class GreetingVM { let name = AnyInput<String> { _ in } }

// An SDK's callback, on whatever thread the SDK calls it on:
func nameArrived(_ text: String, viewModel: GreetingVM) {
    viewModel.name.send(text)
}
// A closure run on another queue is `@Sendable`, and nonisolated:
func nameArrivedLater(_ text: String, viewModel: GreetingVM) {
    DispatchQueue.global().async { viewModel.name.send(text) }
}
