import Glibc

/// The `instructions` profile: instructions per frame of one frame case, counted by valgrind's callgrind instead
/// of timed. The count does not change with the machine's load, so it shows what a change to the frame path
/// costs when timings on a shared machine wander by ±30 %.
///
/// For each page count the bench runs itself under callgrind twice, as `loop` for 10,000 and for 30,000 frames,
/// and prints the difference divided by 20,000 (`pages=<n> instructions_per_frame=<n>`), so that start-up and
/// the first frame's work cancel out. `Scripts/bench/instructions.sh` builds the bench and runs this profile.
enum InstructionCount {
    /// The batches of ``FrameBenchmark/framesPerBatch`` frames of the short and the long run.
    static let batches = (short: 100, long: 300)

    /// Counts every page count's frame and prints one line each.
    ///
    /// - Returns: The exit status: 0, or 2 when valgrind is missing or a run fails.
    static func run(pages: [Int], frameCase: FrameCase) -> Int32 {
        guard let executable = executablePath() else {
            printError("pagecontrol-bench: cannot find its own executable (/proc/self/exe)")
            return 2
        }
        var template = Array("/tmp/pagecontrol-bench.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            printError("pagecontrol-bench: cannot make a temporary folder")
            return 2
        }
        let folder = String(cString: made)
        defer {
            unlink(folder + "/log")
            rmdir(folder)
        }
        let frames = (batches.long - batches.short) * FrameBenchmark.framesPerBatch
        for count in pages {
            do {
                let short = try instructions(executable, folder, count, batches.short, frameCase)
                let long = try instructions(executable, folder, count, batches.long, frameCase)
                print("pages=\(count) instructions_per_frame=\((long - short) / frames)")
                fflush(nil)
            } catch {
                printError("pagecontrol-bench: \(error.message)")
                return 2
            }
        }
        return 0
    }

    /// The instructions of one whole `loop` run under callgrind (callgrind's `summary:` line).
    static func instructions(
        _ executable: String, _ folder: String, _ pages: Int, _ batches: Int, _ frameCase: FrameCase
    ) throws(BenchError) -> Int {
        let output = "\(folder)/out.\(pages).\(batches)"
        defer { unlink(output) }
        let arguments =
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + output, executable, "loop", String(pages)]
            + ["--batches", String(batches)] + frameCase.arguments
        let status = spawn(arguments, standardError: folder + "/log")
        guard status == 0 else {
            throw BenchError(
                status == 127
                    ? "valgrind is not installed (apt install valgrind)"
                    : "valgrind stopped with status \(status) on `loop \(pages)`; its log was \(folder)/log")
        }
        guard let file = fopen(output, "r") else { throw BenchError("callgrind wrote no \(output)") }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            if text.hasPrefix("summary: "), let total = Int(text.dropFirst(9).prefix { $0.isNumber }) {
                return total
            }
        }
        throw BenchError("callgrind's \(output) has no summary line")
    }

    /// Runs a program found on `PATH` with standard output discarded and standard error to a file, and waits.
    ///
    /// - Returns: Its exit status; 127 when it cannot be started.
    static func spawn(_ arguments: [String], standardError: String) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// The path of the running executable.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
