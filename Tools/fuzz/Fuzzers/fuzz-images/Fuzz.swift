import FuzzSupport
import FuzzTargets

/// libFuzzer's entry: one input through ``FuzzTarget/images``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  FuzzTarget.images.fuzz(start, count)
}

@_cdecl("fuzz_images_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}
