// expect: error: switch must be exhaustive
// expect: note: add missing case: '.started'
/// The article's router switches over `ChatEvent`: a forgotten case fails.
enum ChatEvent { case started, loaded(chats: [String]) }
func route(event: ChatEvent) {
    switch event {
    case .loaded(let chats): print(chats)
    }
}
