import Events

/// The key of every view model's `changed` event.
let changedKey = AssociationKey<Event<Void>>("changed")

/// A view model that says when it has changed. Class-bound, unlike the article's: the event
/// hangs on the owner's identity, and a struct has none (the article's version would give a
/// struct a new event on every read). `changed` is made on first use and kept in the side
/// table, so conforming types write nothing.
// @snippet inotify-on-changed
protocol INotifyOnChanged: AnyObject {
    var changed: Event<Void> { get }
}

extension INotifyOnChanged {
    var changed: Event<Void> {
        SideTable.current.value(of: self, for: changedKey,
                                orInsert: Event())
    }
}
// @end inotify-on-changed
