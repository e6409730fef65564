import Testing
@testable import Classroom
