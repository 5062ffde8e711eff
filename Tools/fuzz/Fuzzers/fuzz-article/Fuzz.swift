import FuzzSupport
import FuzzTargets

/// libFuzzer's entry: one input through ``FuzzTarget/article``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  FuzzTarget.article.fuzz(start, count)
}

@_cdecl("fuzz_article_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}
