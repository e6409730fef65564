// expect: error: switch must be exhaustive
// expect: note: add missing case: '.started'
/// The article's router switches over `ChatEvent`, and a case it forgot does not compile.
enum ChatEvent {
    case started
    case loaded(chats: [String])
}

func route(event: ChatEvent) {
    switch event {
    case .loaded(let chats): print(chats)
    }
}
