// expect: error: member 'init' cannot be used on value of type 'any IResolvable.Type'; consider using a generic constraint instead
protocol IResolvable { associatedtype Arguments; init(args: Arguments) }

func make(_ type: any IResolvable.Type, args: Any) -> Any? {
    type.init(args: args)
}
