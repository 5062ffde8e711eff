public struct A {}
