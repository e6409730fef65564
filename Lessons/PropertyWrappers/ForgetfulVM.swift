import OpenCombine

/// The same, without declaring `objectWillChange`: it compiles, and takes OpenCombine's default.
// @snippet forgetful-vm
final class ForgetfulVM: ObservableObject {
    @Tracked var status = "idle"
}
// @end forgetful-vm
