// Every screen of the terminal app draws its text through SafeText's `TerminalText` and `DisplayWidth`:
// importing CoreUI brings them, the same ones command output uses.
@_exported import SafeText
