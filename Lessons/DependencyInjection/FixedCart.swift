import LessonKit
/// The same pair with the cycle broken the usual way: one side takes the other lazily.
final class FixedCart: ISingleton {
    let checkout: FixedCheckout

    init(container: IContainer, args: Void) {
        checkout = container.resolve()
    }
}

// @snippet fixed-cart
final class FixedCheckout: ISingleton {
    // The cart is needed to charge, not to exist: ask for it each time.
    // Hold neither strongly (the cache and the cart hold this checkout);
    // `weak`, not `unowned`: kept past its container, it finds nil.
    private weak let container: IContainer?
    private var cart: FixedCart? { container?.resolve() }

    func pay() {
        guard let cart else {
            print("checkout: no container, no cart: nothing to charge")
            return
        }
        print("checkout: charging; the cart's checkout is this one:",
              cart.checkout === self)
    }
    // @end fixed-cart

    init(container: IContainer, args: Void) {
        self.container = container
    }
}
