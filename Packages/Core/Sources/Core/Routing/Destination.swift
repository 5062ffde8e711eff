/// Where a `mosaic://` URL leads: a value naming the destination and its typed parameters.
///
/// A module declares its destinations and the routes that produce them; each presentation maps them to
/// what it shows — the command line to the output of a command, the terminal app to a screen. Core never
/// knows which.
///
/// ```swift
/// struct PhotoDestination: Destination {
///   let id: String
/// }
/// try registrar.route("photo/:id", summary: "One photo") { match in
///   PhotoDestination(id: try match.required("id"))
/// }
/// ```
public protocol Destination: Hashable, Sendable {}
