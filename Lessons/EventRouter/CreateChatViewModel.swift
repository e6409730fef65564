/// The new-chat screen, ready to show. Where the MVC view kept a state enum and switched over
/// it, this view model has the article's two flags: one per thing the screen can show.
struct CreateChatViewModel {
    let title: String
    let shouldShowBusy: Bool
    let shouldShowError: Bool
    let errorText: String
    /// The Create button: off while a request is under way.
    let isCreateEnabled: Bool
    let create: (String) -> Void
}

/// The article's `CreateChatViewModelBuilder.build(isSending:error:)`: the handler says what
/// is going on, the builder turns it into flags and finished text.
// @snippet create-chat-view-model
enum CreateChatViewModelBuilder {
    static func build(
        isSending: Bool, error: String?, router: ChatEventRouter?
    ) -> CreateChatViewModel {
        CreateChatViewModel(
            title: "New chat",
            shouldShowBusy: isSending,
            shouldShowError: error != nil,
            errorText: error.map { "Could not create the chat: \($0)." }
                ?? "",
            isCreateEnabled: !isSending,
            create: { [weak router] contact in
                router?.route(.creating(contact: contact))
            }
        )
    }
}
// @end create-chat-view-model
