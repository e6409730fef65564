/// An order, as the article's provider returns it.
struct Order {
    let name: String
    let id: Int
}
