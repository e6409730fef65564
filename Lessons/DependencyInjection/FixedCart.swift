import LessonKit
// @snippet fixed-cart
/// The same pair with the cycle broken the usual way: one side takes the other lazily.
final class FixedCart: ISingleton {
    let checkout: FixedCheckout

    init(container: IContainer, args: Void) {
        checkout = container.resolve()
    }
}

final class FixedCheckout: ISingleton {
    // The checkout needs the cart to charge for it, not to exist. So it keeps the container and
    // asks it for the cart each time, long after both inits have returned. It holds neither
    // strongly: the container's cache and the cart both hold this checkout, so a strong
    // reference back would be a cycle. `weak`, not `unowned`: a checkout kept after its
    // container is gone finds nil, where `unowned` would crash.
    private weak let container: IContainer?
    private var cart: FixedCart? { container?.resolve() }

    init(container: IContainer, args: Void) {
        self.container = container
    }

    func pay() {
        guard let cart else {
            print("checkout: its container is gone, and the cart with it: nothing to charge")
            return
        }
        print("checkout: charging for the cart; its checkout is this one:", cart.checkout === self)
    }
}
// @end fixed-cart
