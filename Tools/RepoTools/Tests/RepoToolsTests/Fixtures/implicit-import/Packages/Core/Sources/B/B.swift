import A

public struct B { var a: A }
