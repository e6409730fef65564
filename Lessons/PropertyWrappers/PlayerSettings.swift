// @snippet player-settings
/// Two clamped settings; `speed`'s initial value is out of its range on purpose.
struct PlayerSettings {
    @Clamped(0...10) var volume = 5
    @Clamped(0.5...2.0) var speed = 3.0

    /// `_volume` is the wrapper, `$volume` its projection; both are reachable in here.
    func describeVolume() -> String {
        "volume \(volume) of \($volume), kept in a \(type(of: _volume))"
    }
}
// @end player-settings
