// Every module that prints through CoreCLI lays its text out with SafeText's `TerminalText` and
// `DisplayWidth`: importing CoreCLI brings them, so a feature never picks a second way to make text safe.
@_exported import SafeText
