/// Two clamped settings; `speed`'s initial value is out of its range on purpose.
struct PlayerSettings {
    // @snippet player-settings-properties
    @Clamped(0...10) var volume = 5
    @Clamped(0.5...2.0) var speed = 3.0
    // @end player-settings-properties

    // @snippet describe-volume
    /// `_volume` is the wrapper, `$volume` its projection; both reachable here.
    func describeVolume() -> String {
        "volume \(volume) of \($volume), kept in a \(type(of: _volume))"
    }
    // @end describe-volume
}
