import AFeature

public struct BFeature { var a: AFeature }
