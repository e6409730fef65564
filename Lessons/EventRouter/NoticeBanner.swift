/// The in-app notice over whatever screen is on top. The app dismisses it when the user moves.
final class NoticeBanner: NoticeListening {
    private(set) var current: NoticeViewModel?
    /// Every notice shown, oldest first.
    private(set) var shown: [String] = []

    func show(notice: NoticeViewModel) {
        current = notice
        shown.append(notice.text)
    }

    func dismiss() {
        current = nil
    }
}
