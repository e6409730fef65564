// expect: error: referencing static method 'weak' on 'AssociationKey' requires that 'String' be a class type
// expect: note: where 'Value' = 'String'
final class AssociationKey<Value> {}

extension AssociationKey where Value: AnyObject {
    static func weak(_ name: String) -> AssociationKey { AssociationKey() }
}

let title = AssociationKey<String>.weak("title")
