public struct Container {}
