/// A container's object graph, drawn from what it really resolved: one tree per container, side by
/// side (the lesson's `Container` beside Swinject's, or before and after a fix).
public struct ObjectGraphFigure: Sendable, Equatable, Codable {
    public var title: String?
    public var panels: [ObjectGraph]

    public init(title: String? = nil, panels: [ObjectGraph]) {
        self.title = title
        self.panels = panels
    }
}

/// Who resolved whom in one container: each root is something resolved from outside (a screen
/// asking for its view model), its children what resolving it resolved.
public struct ObjectGraph: Sendable, Equatable, Codable {
    /// Above the tree (`Container`, `Swinject`, `after the fix`).
    public var title: String
    public var roots: [GraphNode]
    /// Lines under the tree (`IOrdersProvider → OrdersProviderMock: a mock`).
    public var notes: [String]

    public init(title: String, roots: [GraphNode], notes: [String] = []) {
        self.title = title
        self.roots = roots
        self.notes = notes
    }
}

/// One resolution.
public struct GraphNode: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Equatable, Codable {
        /// An instance made here.
        case made
        /// An instance drawn earlier in the graph, handed out again (a cached singleton): the
        /// same node, not a new one.
        case shared
        /// The type being resolved already on the way here: the loop that never ends.
        case cycle
        /// The resolution failed (the container stopped it); `detail` says why.
        case failed
    }

    /// The type asked for (`IOrdersProvider`).
    public var requested: String
    /// What was handed out, with its instance number (`OrdersProviderMock #1`); nil when nothing was.
    public var instance: String?
    /// `singleton`, `per request`.
    public var scope: String?
    /// A substitution (`mock`), shown marked.
    public var substitution: String?
    public var kind: Kind
    public var detail: String?
    public var children: [GraphNode]

    /// Whether `instance` (`OrdersProvider #2`) is an instance of the very type `requested`
    /// (`OrdersProvider`), not of another whose name starts the same (`OrdersProviderMock #2`).
    public static func isNamed(_ instance: String, as requested: String) -> Bool {
        instance == requested || instance.hasPrefix(requested + " ")
    }

    public init(
        requested: String, instance: String? = nil, scope: String? = nil, substitution: String? = nil,
        kind: Kind = .made, detail: String? = nil, children: [GraphNode] = []
    ) {
        self.requested = requested
        self.instance = instance
        self.scope = scope
        self.substitution = substitution
        self.kind = kind
        self.detail = detail
        self.children = children
    }
}
