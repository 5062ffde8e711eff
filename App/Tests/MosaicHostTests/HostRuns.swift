import Testing

/// Every suite that runs the host in-process nests in here. Serialized: `MosaicHost.run` installs the root
/// command's subcommand table process-wide, so two runs at once would parse against each other's commands.
@Suite(.serialized) struct HostRuns {}
