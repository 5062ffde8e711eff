import FuzzSupport
import FuzzTargets

/// libFuzzer's entry: one input through ``FuzzTarget/routes``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  FuzzTarget.routes.fuzz(start, count)
}

@_cdecl("fuzz_routes_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}
