import Testing

@testable import PageControlTerminal

@Suite struct TerminalErrorTests {
    static let messages: [(error: TerminalError, message: String)] = [
        (.notATerminal, "standard input or standard output is not a terminal"),
        (.sessionAlreadyActive, "a terminal session is already active"),
        (.systemCall(name: "tcsetattr", errno: 5), "tcsetattr failed: Input/output error"),
        (.systemCall(name: "tcgetattr", errno: 25), "tcgetattr failed: Inappropriate ioctl for device"),
    ]

    @Test("each error describes itself in a sentence", arguments: messages)
    func description(error: TerminalError, message: String) {
        #expect(error.description == message)
        #expect("\(error)" == message)
    }

    @Test("an unknown errno still produces a message")
    func unknownErrno() {
        let text = TerminalError.systemCall(name: "poll", errno: 99_999).description
        #expect(text.hasPrefix("poll failed: "))
        #expect(text.count > "poll failed: ".count)
    }
}
