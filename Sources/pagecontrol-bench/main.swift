// pagecontrol-bench: every benchmark of the package, as named profiles (see BenchCommand.usage):
//
//   swift run -c release pagecontrol-bench                 # frame: the frame for 1 to 10^9 pages, and its variants
//   swift run -c release pagecontrol-bench render          # a 2x PNG of 10 dots rendered and encoded
//   swift run -c release pagecontrol-bench instructions 10 --presentation numeric   # callgrind, per frame
//   swift run -c release pagecontrol-bench loop 10 --effect worm                    # untimed, for perf
//
// The GTK demo's benchmark is spelled the same way: `pagecontrol-gtk --bench frame` (it needs the GTK trait).

import Glibc

let arguments = Array(CommandLine.arguments.dropFirst())
let command: BenchCommand
do {
    command = try BenchCommand(arguments)
} catch {
    printError("pagecontrol-bench: \(error.message)")
    exit(2)
}
if command.help {
    print(BenchCommand.usage)
    exit(0)
}
switch command.profile {
case .frame:
    FrameSuite.run()
case .render:
    print(RenderBenchmark.run(runs: command.runs))
case .loop:
    print(FrameLoop.run(pages: command.pages[0], frameCase: command.frameCase, batches: command.batches))
case .instructions:
    exit(InstructionCount.run(pages: command.pages, frameCase: command.frameCase))
}
