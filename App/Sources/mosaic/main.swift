import CoreCLI
// Linked for its `curl_*` definitions, which open libcurl on the first request (see its header).
import CurlOnDemand
import Foundation
// Linked for its libxml2 definitions, which open libxml2 on the first article parsed (see its header).
import LibXML2OnDemand
import MainQueue
import MosaicHost

// `make bench-start` measures the time until `main` as a run that ends on this line.
if getenv("MOSAIC_START_PROBE") != nil { exit(0) }

// A reader that goes away (`mosaic gallery | head -1`) makes write(2) fail with EPIPE, which the host turns
// into a clean exit, instead of a SIGPIPE that kills the process.
signal(SIGPIPE, SIG_IGN)

#if os(Linux)
  // No transfer may hand FoundationNetworking more than the largest body Mosaic accepts (and a little): past
  // that libcurl stops it at once, instead of when FoundationNetworking's queue gets round to the cancel.
  mosaic_curl_set_transfer_ceiling(MosaicHost.transferCeiling)
#endif

/// Standard streams closed at start (`mosaic gallery >&-`) get /dev/null, so no file this run opens (the
/// database, a cache entry) can take their number and receive the output; writing to them still fails.
var closed: Set<Int32> = []
for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
  closed.insert(descriptor)
  let null = open("/dev/null", O_RDWR)
  if null >= 0, null != descriptor {
    dup2(null, descriptor)
    close(null)
  }
}

let closedStreams = closed
// The command runs as a task on the main actor, and this thread serves the main actor's jobs until the task
// exits: no `await` at the top level, whose `dispatch_main()` would unwind the main thread's stack through the
// binary's unwind tables on its way out (MainQueue.h).
Task { @MainActor in
  let status = await MosaicHost.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    // Read without Foundation's copy, which asked the runtime for a type by its name (`ProcessEnvironment`).
    environment: ProcessEnvironment.read(),
    console: .standard(closed: closedStreams),
    terminal: .live
  )
  exit(status)
}
mosaic_serve_main_queue()
