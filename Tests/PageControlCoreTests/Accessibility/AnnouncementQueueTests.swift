import Testing

@testable import PageControlCore

/// The announcement throttle on its own, on an explicit clock.
@Suite struct AnnouncementQueueTests {
    @Test("Unthrottled texts go out at once")
    func unthrottled() {
        var queue = AnnouncementQueue()
        do {
            let spoken = queue.offer("Page 2 of 5", throttled: false, now: 0)
            #expect(spoken == "Page 2 of 5")
        }
        do {
            let spoken = queue.offer("Page 3 of 5", throttled: false, now: 0.1)
            #expect(spoken == "Page 3 of 5")
        }
        do {
            let spoken = queue.flush(force: true, now: 0.2)
            #expect(spoken == nil)
        }
    }

    @Test("While throttled, one text per interval goes out and the last one waiting wins")
    func throttled() {
        var queue = AnnouncementQueue()
        do {
            let spoken = queue.offer("Page 2", throttled: true, now: 0)
            #expect(spoken == "Page 2")
        }
        do {
            let spoken = queue.offer("Page 3", throttled: true, now: 0.2)
            #expect(spoken == nil)
        }
        do {
            let spoken = queue.offer("Page 4", throttled: true, now: 0.4)
            #expect(spoken == nil)
        }
        do {
            let spoken = queue.flush(force: false, now: 0.45)
            #expect(spoken == nil)
        }
        do {
            let spoken = queue.flush(force: false, now: 0.5)
            #expect(spoken == "Page 4")
        }
        do {
            let spoken = queue.offer("Page 5", throttled: true, now: 0.6)
            #expect(spoken == nil)
        }
        do {
            let spoken = queue.flush(force: true, now: 0.61)
            #expect(spoken == "Page 5")
        }
    }

    @Test("Without a clock nothing is held back; bad intervals become 0", arguments: [-1.0, .nan])
    func noClock(interval: Double) {
        var queue = AnnouncementQueue()
        queue.setInterval(interval)
        #expect(queue.interval == 0)
        do {
            let spoken = queue.offer("a", throttled: true, now: nil)
            #expect(spoken == "a")
        }
        do {
            let spoken = queue.offer("b", throttled: true, now: nil)
            #expect(spoken == "b")
        }
    }
}
