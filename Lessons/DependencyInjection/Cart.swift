/// A cart shows the checkout button, so it needs the checkout...
// @snippet cart-checkout
final class Cart: ISingleton {
    private let checkout: Checkout
    init(container: IContainer, args: Void) {
        checkout = container.resolve()
    }
}

/// ...and the checkout charges for the cart, so it needs the cart: a cycle.
final class Checkout: ISingleton {
    private let cart: Cart
    init(container: IContainer, args: Void) {
        cart = container.resolve()
    }
}
// @end cart-checkout
