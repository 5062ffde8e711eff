public struct AFeature {}
