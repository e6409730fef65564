import CellKit
import Foundation
import Synchronization
@testable import DependencyInjection

/// How a resolve run by `resolveInSandbox` ended.
enum Ending: Sendable, Equatable {
    /// The resolve returned; the flag is what the run reported.
    case finished(Bool)
    /// `onCycle` was called with these types.
    case cycle([String])
    /// The checks stopped a resolve that kept going round; the inits that ran, in order.
    case runaway([String])
}

/// The checks' guard against a container that recurses for ever: the cyclic types below report
/// each init here, and the twelfth nested one stops the run instead of overflowing the stack.
final class RunawayGuard: Sendable {
    @TaskLocal static var current: RunawayGuard?

    private let stop: @Sendable (Ending) -> Never
    private let inits = Mutex<[String]>([])

    init(stop: @escaping @Sendable (Ending) -> Never) {
        self.stop = stop
    }

    static func entering(_ type: String) {
        guard let current else { return }
        let inits = current.inits.withLock { inits in
            inits.append(type)
            return inits
        }
        if inits.count >= 12 { current.stop(.runaway(inits)) }
    }
}

/// Runs `body` with a new container on a thread of its own (the lesson's `Sandbox`): `onCycle`
/// returns `Never`, so the handler reports the cycle and parks that thread.
func resolveInSandbox(_ body: @escaping @Sendable (CycleCheckingContainer) -> Bool) -> Ending {
    Sandbox.run { stop in
        RunawayGuard.$current.withValue(RunawayGuard(stop: stop)) {
            let container = CycleCheckingContainer(onCycle: { stop(.cycle($0.types)) })
            return .finished(body(container))
        }
    }
}

/// Engine and Wheel need each other; Garage leads into that cycle; Loop needs itself.
final class Engine: ISingleton {
    init(container: IContainer, args: Void) {
        RunawayGuard.entering("Engine")
        let _: Wheel = container.resolve()
    }
}

final class Wheel: ISingleton {
    init(container: IContainer, args: Void) {
        RunawayGuard.entering("Wheel")
        let _: Engine = container.resolve()
    }
}

final class Garage: ISingleton {
    init(container: IContainer, args: Void) {
        RunawayGuard.entering("Garage")
        let _: Engine = container.resolve()
    }
}

final class Loop: IPerRequest {
    init(container: IContainer, args: Void) {
        RunawayGuard.entering("Loop")
        let _: Loop = container.resolve()
    }
}

/// No cycle: a frame needs a screen and a pixel, the screen needs two pixels.
final class Pixel: IPerRequest {
    init(container: IContainer, args: Void) {}
}

final class Screen: IPerRequest {
    init(container: IContainer, args: Void) {
        let _: Pixel = container.resolve()
        let _: Pixel = container.resolve()
    }
}

final class Frame: IPerRequest {
    init(container: IContainer, args: Void) {
        let _: Screen = container.resolve()
        let _: Pixel = container.resolve()
    }
}

/// Types of one name in different scopes, as two modules' are: Billing.Config needs
/// Shipping.Config (no cycle); Billing.Ledger and Shipping.Ledger need each other (a cycle).
enum Billing {
    final class Config: ISingleton {
        init(container: IContainer, args: Void) {
            let _: Shipping.Config = container.resolve()
        }
    }

    final class Ledger: IPerRequest {
        init(container: IContainer, args: Void) {
            RunawayGuard.entering("Billing.Ledger")
            let _: Shipping.Ledger = container.resolve()
        }
    }
}

enum Shipping {
    final class Config: ISingleton {
        init(container: IContainer, args: Void) {}
    }

    final class Ledger: IPerRequest {
        init(container: IContainer, args: Void) {
            RunawayGuard.entering("Shipping.Ledger")
            let _: Billing.Ledger = container.resolve()
        }
    }
}

/// A subclass whose init needs an instance of its superclass: two types, no cycle.
class Part: IPerRequest {
    required init(container: IContainer, args: Void) {}
}

final class SparePart: Part {
    required init(container: IContainer, args: Void) {
        let _: Part = container.resolve()
        super.init(container: container, args: args)
    }
}

/// What to tell the learner when a cycle ended otherwise than with `expected`.
func explain(_ ending: Ending, expected: [String]) -> String {
    let cycle = expected.joined(separator: " → ")
    switch ending {
    case .runaway(let inits):
        return "resolve went round \(inits.prefix(5).joined(separator: ", ")), ... until the checks stopped it at \(inits.count) nested inits, and onCycle was never called: before calling T's init, look for T among the types being made"
    case .cycle(let types):
        return "onCycle got \(types) for the cycle \(cycle): pass the types from the earlier \(expected[0]) to the end of the list, then \(expected[0]) again, \(expected)"
    case .finished:
        return "resolving \(cycle) returned without calling onCycle"
    }
}

func checks() -> [Check] {
    [
        Check("a cycle Engine → Wheel → Engine calls onCycle instead of recursing for ever") {
            let ending = resolveInSandbox { container in
                let _: Engine = container.resolve()
                return true
            }
            let expected = ["Engine", "Wheel", "Engine"]
            try expect(ending == .cycle(expected), explain(ending, expected: expected))
        },
        Check("the cycle starts where it closes: Garage, which leads into it, is not part of it") {
            let ending = resolveInSandbox { container in
                let _: Garage = container.resolve()
                return true
            }
            let expected = ["Engine", "Wheel", "Engine"]
            try expect(ending == .cycle(expected), explain(ending, expected: expected))
        },
        Check("a type whose init asks for itself is a cycle: Loop → Loop") {
            let ending = resolveInSandbox { container in
                let _: Loop = container.resolve()
                return true
            }
            let expected = ["Loop", "Loop"]
            try expect(ending == .cycle(expected), explain(ending, expected: expected))
        },
        Check("a type made twice one after the other is no cycle") {
            let ending = resolveInSandbox { container in
                let _: Frame = container.resolve()
                return true
            }
            if case .cycle(let types) = ending {
                try fail("Frame needs a Screen and a Pixel, and the Screen two Pixels, yet onCycle got \(types): take a type off the list as soon as its init returns")
            }
            try expect(ending == .finished(true), "resolving Frame did not finish")
        },
        Check("singletons are still made once, and the article's OrdersVM still resolves") {
            let ending = resolveInSandbox { container in
                let first: Analytics = container.resolve()
                let second: Analytics = container.resolve()
                let _: OrdersVM = container.resolve(args: .init(customerId: 42, date: .distantPast))
                return first === second
            }
            try expect(ending != .finished(false), "resolve made a second Analytics: keep the singleton cache as it was")
            try expect(ending == .finished(true), "resolving Analytics and OrdersVM, which have no cycle, ended with \(ending)")
        },
        Check("two types of one name in different scopes are two types: Billing.Config needing Shipping.Config is no cycle") {
            let ending = resolveInSandbox { container in
                let _: Billing.Config = container.resolve()
                return true
            }
            if case .cycle(let types) = ending {
                try fail("Billing.Config needs Shipping.Config, another type of the same name, and onCycle got \(types): a type's name is not the type; keep the types themselves on the list (TypeKey(T.self) compares by identity)")
            }
            try expect(ending == .finished(true), "resolving Billing.Config, which needs Shipping.Config, did not finish")
        },
        Check("a cycle between two types of one name closes at the first of them") {
            let ending = resolveInSandbox { container in
                let _: Billing.Ledger = container.resolve()
                return true
            }
            let expected = ["Ledger", "Ledger", "Ledger"]
            if case .cycle(let types) = ending, types != expected {
                try fail("Billing.Ledger and Shipping.Ledger need each other, and onCycle got \(types): the cycle is Billing.Ledger → Shipping.Ledger → Billing.Ledger, three types named Ledger. A type's name is not the type: look the type itself up on the list")
            }
            try expect(ending == .cycle(expected), explain(ending, expected: expected))
        },
        Check("a subclass whose init needs its superclass is no cycle") {
            let ending = resolveInSandbox { container in
                let _: SparePart = container.resolve()
                return true
            }
            if case .cycle(let types) = ending {
                try fail("SparePart needs a Part, its superclass, and onCycle got \(types): a subclass is another type; compare the exact types, not with 'is'")
            }
            try expect(ending == .finished(true), "resolving SparePart, which needs a Part, did not finish")
        },
        exploredResolves(),
    ]
}

/// The types without a cycle, by name, each resolved in `container`; singletons say which
/// instance they are.
let acyclic: [String: @Sendable (CycleCheckingContainer) -> AnyObject?] = [
    "Analytics": { $0.resolve() as Analytics },
    "Billing.Config": { $0.resolve() as Billing.Config },
    "Shipping.Config": { $0.resolve() as Shipping.Config },
    "Pixel": { let _: Pixel = $0.resolve(); return nil },
    "Frame": { let _: Frame = $0.resolve(); return nil },
    "SparePart": { let _: SparePart = $0.resolve(); return nil },
]

func exploredResolves() -> Check {
    Check("whatever types without a cycle are resolved, in any order and again, no cycle is reported and singletons are made once") {
        try explore(operation: { random in random.pick(acyclic.keys.sorted()) }, describe: { "resolve \($0)" }) { steps in
            let ending = resolveInSandbox { container in
                var singletons: [String: ObjectIdentifier] = [:]
                for name in steps {
                    guard let instance = acyclic[name]!(container) else { continue }
                    if singletons[name, default: ObjectIdentifier(instance)] != ObjectIdentifier(instance) { return false }
                    singletons[name] = ObjectIdentifier(instance)
                }
                return true
            }
            if case .cycle(let types) = ending {
                try fail("none of these types needs itself, yet onCycle got \(types): the list holds exactly the types whose init is running, the types themselves, and T leaves it whenever its resolve returns, a cached singleton's too")
            }
            try expect(ending != .finished(false), "a singleton was made twice: keep the singleton cache as it was")
            try expect(ending == .finished(true), "resolving types without a cycle ended with \(ending)")
        }
    }
}
