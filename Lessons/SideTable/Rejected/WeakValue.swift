// expect: error: referencing static method 'weak' on 'AssociationKey' requires that 'String' be a class type
// expect: note: where 'Value' = 'String'
enum AssociationPolicy { case retain, weak }

final class AssociationKey<Value> {
    let name: String
    let policy: AssociationPolicy

    convenience init(_ name: String) { self.init(name, policy: .retain) }
    private init(_ name: String, policy: AssociationPolicy) { (self.name, self.policy) = (name, policy) }
}

extension AssociationKey where Value: AnyObject {
    static func weak(_ name: String) -> AssociationKey { AssociationKey(name, policy: .weak) }
}

let title = AssociationKey<String>.weak("title")
