import Foundation
import RepoTools

// `mosaic-repo lint-deps | graph [--check] | affected [--base REF] [--dry-run]`, run from the repository root
// (the Makefile's targets call it). Exit status 1 for findings or a stale graph, 2 for a failure.
let arguments = Array(CommandLine.arguments.dropFirst())
let root = URL(filePath: FileManager.default.currentDirectoryPath)
let cache = ProcessInfo.processInfo.environment["MOSAIC_REPO_CACHE"].map { URL(filePath: $0) }

do {
  let status = try RepoCommand(root: root, cache: cache).run(arguments)
  exit(status)
} catch {
  FileHandle.standardError.write(Data("mosaic-repo: \(error)\n".utf8))
  exit(2)
}
