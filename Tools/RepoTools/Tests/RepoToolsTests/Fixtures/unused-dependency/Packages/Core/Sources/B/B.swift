public struct B {}
