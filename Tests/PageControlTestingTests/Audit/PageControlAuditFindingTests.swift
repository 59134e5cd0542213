import PageControlTesting
import Testing

/// A finding reads as one line for people, names its criterion, and compares by value.
@Suite struct PageControlAuditFindingTests {
    @Test(
        "Each criterion the audit checks has WCAG 2.2's name; another number has none",
        arguments: [
            ("1.4.1", "Use of Color"), ("1.4.11", "Non-text Contrast"), ("2.2.2", "Pause, Stop, Hide"),
            ("2.5.8", "Target Size (Minimum)"), ("4.1.2", "Name, Role, Value"), ("1.4.3", ""),
        ])
    func criterionNames(criterion: String, name: String) {
        #expect(PageControlAudit.Finding(criterion: criterion, message: "m").criterionName == name)
    }

    @Test("The description counts pages from 1 and leaves the page out for the whole control")
    func description() {
        #expect(
            PageControlAudit.Finding(criterion: "4.1.2", page: 2, message: "Give page 3 a title.").description
                == "4.1.2 Name, Role, Value, page 3: Give page 3 a title.")
        #expect(
            PageControlAudit.Finding(criterion: "2.2.2", message: "Add a button.").description
                == "2.2.2 Pause, Stop, Hide: Add a button.")
        #expect(PageControlAudit.Finding(criterion: "9.9.9", page: 0, message: "m").description == "9.9.9, page 1: m")
    }

    @Test("Findings compare by criterion, page and message")
    func equality() {
        let finding = PageControlAudit.Finding(criterion: "1.4.1", page: 4, message: "m")
        #expect(finding == PageControlAudit.Finding(criterion: "1.4.1", page: 4, message: "m"))
        #expect(finding != PageControlAudit.Finding(criterion: "1.4.1", page: nil, message: "m"))
        #expect(finding.page == 4 && finding.criterion == "1.4.1" && finding.message == "m")
    }

    @Test(
        "Platforms are spelt as the command line takes them",
        arguments: [(PageControlAudit.Platform.iOS, "ios"), (.web, "web")])
    func platformNames(platform: PageControlAudit.Platform, name: String) {
        #expect(platform.rawValue == name)
        #expect(PageControlAudit.Platform(rawValue: name) == platform)
    }
}
