import Foundation
import PageControlCLI

let result = MainActor.assumeIsolated {
    PageControlCommand.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
}
if !result.output.isEmpty { FileHandle.standardOutput.write(Data(result.output)) }
if !result.error.isEmpty { FileHandle.standardError.write(Data(result.error.utf8)) }
exit(result.status)
