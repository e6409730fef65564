import OpenCombine

// On a Mac, Foundation declares `Published` and `ObservableObject` too, as names for Combine's,
// so a file that imports Foundation and OpenCombine could mean either: "'ObservableObject' is
// ambiguous for type lookup". A declaration in the module itself shadows both imports, so every
// file of the lesson means OpenCombine's, on Linux and on a Mac alike. (OpenCombine's own tests
// do the same.) Code compiled in a module of its own (an exercise, a Swift cell) says it again:
// a name declared in an imported module does not settle it there.
typealias Published = OpenCombine.Published
typealias ObservableObject = OpenCombine.ObservableObject
