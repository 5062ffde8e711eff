import Foundation
import MosaicTestSupport
import Testing

/// Issue 23 (peak memory): `mosaic`'s main thread serves the main actor itself (App's `MainQueue`) instead of
/// leaving through `dispatch_main()`, whose `pthread_exit` unwinds the main thread's stack through the binary's
/// unwind tables (≈ 0.6 MB of `.eh_frame_hdr` and `.eh_frame` made resident). glibc looks up the unwinder's
/// `_Unwind_ForcedUnwind` the first time a thread is unwound, and `LD_DEBUG=bindings` makes the loader say so.
@Suite struct MainQueueEndToEndTests {
  @Test func theHotCommands_neverUnwindTheMainThread_andExitWithTheirStatus() async throws {
    #if os(Linux)
      try await withSandbox { sandbox in
        for arguments in [["gallery"], ["gallery", "--json"], ["--version"], ["favorites", "list"], ["news"]] {
          let result = try await sandbox.mosaic(arguments, environment: ["LD_DEBUG": "bindings"])
          #expect(result.status == 0, "\(arguments): \(result)")
          #expect(!result.stdout.isEmpty, "\(arguments)")
          let unwound = result.stderr.contains("_Unwind_ForcedUnwind")
          #expect(!unwound, "\(arguments): the main thread was unwound (glibc bound _Unwind_ForcedUnwind)")
        }
        // A command that fails still ends with its own status, from the task on the main actor.
        let missing = try await sandbox.mosaic(["photo", "no-such-photo"], environment: ["LD_DEBUG": "bindings"])
        #expect(missing.status == 1, "\(missing)")
        let unwound = missing.stderr.contains("_Unwind_ForcedUnwind")
        #expect(!unwound, "the main thread was unwound (glibc bound _Unwind_ForcedUnwind)")
      }
    #endif
  }
}
