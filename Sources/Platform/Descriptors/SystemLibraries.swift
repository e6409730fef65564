// Platform: the C library (Glibc on Linux, Darwin on macOS) and swift-system
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
@_exported import SystemPackage

// The one place a module gets the C library from: `import Platform` brings the system calls the
// two systems share under the same names (open, stat, flock, poll, getifaddrs, ...), and
// swift-system's descriptors, errno and paths (FileDescriptor, Errno, FilePath), so no other file
// needs an `#if canImport(Glibc)` of its own. Where the systems differ (a struct's field, a
// constant's type, a Linux-only file such as /proc), the difference is a function of this module,
// in a file for that concern with its Linux and its Darwin branch.
