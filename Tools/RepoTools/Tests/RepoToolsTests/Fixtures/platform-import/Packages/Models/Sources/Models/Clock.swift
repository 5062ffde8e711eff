import Glibc

public struct Clock {}
