import Foundation
import MosaicHost

let status = await MosaicHost.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  terminal: .live
)
exit(status)
