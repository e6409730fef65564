import DependencyInjection
import CombineMVVM
import EventRouter
import Events
import InputOutput
import PropertyWrappers
import SideTable
import TypeErasure
import PlaygroundKit

extension Catalog {
    /// Every lesson, in teaching order. Adding a lesson: add its module to Package.swift and its
    /// type here; `CatalogTests` fails when a folder under Lessons/ is missing from this list.
    public static var standard: Catalog {
        Catalog([
            DILesson.self,
            TypeErasureLesson.self,
            SideTableLesson.self,
            EventsLesson.self,
            PropertyWrappersLesson.self,
            InputOutputLesson.self,
            CombineMVVMLesson.self,
            EventRouterLesson.self,
        ])
    }
}
