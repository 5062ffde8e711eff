import FuzzSupport
import FuzzTargets

/// libFuzzer's entry: one input through ``FuzzTarget/pluginFrames``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  FuzzTarget.pluginFrames.fuzz(start, count)
}

@_cdecl("fuzz_plugin_frames_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, testOneInput)
}
