import DependencyInjection

/// An object that knows the container it was made by.
protocol IHaveContainer: AnyObject {
    var container: IContainer { get }
}
