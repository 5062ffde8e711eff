import A
import B

public struct C { var a: A, b: B }
