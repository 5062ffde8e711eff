public struct Photo {}
