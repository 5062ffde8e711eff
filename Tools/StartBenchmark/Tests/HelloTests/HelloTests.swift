import Foundation
import Testing

/// The hello world every start of `mosaic` is measured against (`make bench-start`) does what a hello world does:
/// prints one line and ends with 0, so its time is a program's start and nothing more.
@Suite struct HelloTests {
  @Test func hello_printsOneLine_andEndsWithZero() throws {
    let (output, status) = try BuiltProgram(name: "hello").run()
    #expect(status == 0)
    #expect(output == "hello, world\n")
  }
}
