/// The terminal this run may draw in, as the host hands it to `mosaic ui`: the access (none in in-process
/// tests) and the environment that says whether it is interactive (`TERM`, `NO_COLOR`). The host registers it
/// before boot, as it does ``HostConfiguration``.
public struct HostTerminal: Sendable {
  public let access: TerminalAccess?
  public let environment: [String: String]

  public init(access: TerminalAccess?, environment: [String: String]) {
    self.access = access
    self.environment = environment
  }
}
