import Glibc

public struct Live {}
