import FuzzSupport
import FuzzTargets

/// libFuzzer's entry: one input through ``FuzzTarget/cache``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  FuzzTarget.cache.fuzz(start, count)
}

@_cdecl("fuzz_cache_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}
