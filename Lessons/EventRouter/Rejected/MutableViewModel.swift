// expect: error: cannot assign to property: 'unreadBadge' is a 'let' constant
// expect: note: change 'let' to 'var' to make it mutable
/// A view model's properties are `let`: a screen cannot change what it got.
struct ChatListItemViewModel {
    let contact: String
    let unreadBadge: String
}

func markRead(_ item: ChatListItemViewModel) {
    var item = item
    item.unreadBadge = ""
}
