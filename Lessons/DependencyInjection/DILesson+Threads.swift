import Foundation
import LessonKit
import Synchronization

// Steps 21 to 25: two threads and one singleton, the lock that fixes it, what the lock does
// not guard, and a view model on the main actor.
extension DILesson {
    // @step race
    func race(_ ctx: LessonContext) throws {
        // @snippet step-race
        let container = InterleavingContainer()
        let threadA: OrdersProvider = container.resolve()
        let threadB = container.threadBGot!
        let cached: OrdersProvider = container.resolve()
        print("threads A and B got the same OrdersProvider:", threadA === threadB)
        print("the cache holds A's:", cached === threadA)
        print("the cache holds B's:", cached === threadB)
        // @end step-race
    }

    // @step race-fixed
    func raceFixed(_ ctx: LessonContext) throws {
        // @snippet step-race-fixed
        var instancesPerContainer: [Int] = []
        for _ in 1...200 {
            let container = SafeContainer()
            let handedOut = Mutex<[Analytics]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let analytics: Analytics = container.resolve()
                handedOut.withLock { $0.append(analytics) }
            }
            let ids = handedOut.withLock { $0.map(ObjectIdentifier.init) }
            instancesPerContainer.append(Set(ids).count)
        }
        let runs = instancesPerContainer.count
        let exactlyOne = instancesPerContainer.filter { $0 == 1 }.count
        print("containers: \(runs), each resolving Analytics on 8 threads at once")
        print("containers that handed out one Analytics: \(exactlyOne) of \(runs)")
        // @end step-race-fixed
    }

    // @step race-hole
    func raceHole(_ ctx: LessonContext) throws {
        // @snippet step-race-hole
        let container = SafeContainer()
        let provider: OrdersProvider = container.resolve()
        let mine = ObjectIdentifier(provider)
        let theirs = onAnotherThread {  // `provider` itself may not come along
            ObjectIdentifier(container.resolve() as OrdersProvider)
        }
        print("another thread got the same OrdersProvider:", theirs == mine)
        // @end step-race-hole
    }

    // @step main-actor
    func mainActor(_ ctx: LessonContext) throws {
        let args = OrdersVM.Args(customerId: 42, date: ctx.clock.now)
        // @snippet step-any-thread
        let container = SafeContainer()
        let made = onAnotherThread {
            let viewModel: OrdersVM = container.resolve(args: args)
            return "\(type(of: viewModel))"
        }
        print("made on another thread:", made)
        // @end step-any-thread
    }

    // @step isolated-conformance
    func isolatedConformance(_ ctx: LessonContext) throws {
        let args = OrdersVM.Args(customerId: 42, date: ctx.clock.now)
        // @snippet step-main-actor
        let container = SafeContainer()
        onMainActor {
            // Main-actor code: here the conformance holds.
            let viewModel: MainActorOrdersVM = container.resolve(args: args)
            viewModel.loadOrders()
        }
        // @end step-main-actor
    }
}
