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
    // The checkout needs the cart to charge for it, not to exist. So it keeps the container
    // and asks for the cart on first use, long after both inits have returned. `unowned`,
    // because the container's cache already holds this checkout strongly.
    private unowned let container: IContainer
    private lazy var cart: FixedCart = container.resolve()

    init(container: IContainer, args: Void) {
        self.container = container
    }

    func pay() {
        print("checkout: charging for the cart; its checkout is this one:", cart.checkout === self)
    }
}
// @end fixed-cart
