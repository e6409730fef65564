import OpenCombine

// @snippet forgetful-vm
/// The same, without declaring `objectWillChange`: it compiles, and takes OpenCombine's default.
final class ForgetfulVM: ObservableObject {
    @Tracked var status = "idle"
}
// @end forgetful-vm
