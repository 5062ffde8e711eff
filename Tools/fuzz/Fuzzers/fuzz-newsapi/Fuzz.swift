import FuzzSupport
import FuzzTargets

/// libFuzzer's entry: one input through ``FuzzTarget/newsAPI``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  FuzzTarget.newsAPI.fuzz(start, count)
}

@_cdecl("fuzz_newsapi_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}
