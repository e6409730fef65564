/// An order as the server sends it: the article's model, as plain as it gets.
struct Order {
    let name: String
    let id: Int
}
