import Testing

@testable import PageControlCore

/// The spellings of `PageControl` deprecated by the facade's grouping (PageControl+Deprecations.swift), as
/// requirements that the deprecated members witness: the tests reach them through this protocol, so they check
/// that every old spelling still works for its release without a deprecation warning (which CI makes an error).
@MainActor
protocol LegacySpellings: AnyObject {
    associatedtype Direction
    associatedtype Key
    var reducesMotion: Bool { get set }
    var prefersIncreasedContrast: Bool { get set }
    var contentSizeCategory: DynamicTypeScale.Category? { get set }
    var layoutDirection: LayoutDirection { get set }
    var layoutDirectionFollowsLanguage: Bool { get set }
    var accessibilityLanguage: String? { get set }
    var hasKeyboardFocus: Bool { get set }
    var isPointerInside: Bool { get set }
    var hasAccessibilityFocus: Bool { get set }
    var contentHasKeyboardFocus: Bool { get set }
    var isPointerOverContent: Bool { get set }
    var contentHasAccessibilityFocus: Bool { get set }
    var isAssistiveTechnologyRunning: Bool { get set }
    func setAttention(_ reason: AutoplayPauseReasons, _ present: Bool)
    var maximumVisibleIndicators: Int? { get set }
    var windowFollowing: WindowFollowing { get set }
    var overflowStyle: OverflowStyle { get set }
    var preferredNumberOfVisibleIndicators: Int { get set }
    var visiblePageCount: Int { get set }
    var stepsBySpan: Bool { get set }
    var wrapsAround: Bool { get set }
    var tapBehavior: TapBehavior { get set }
    var minimumHitTargetSize: Size { get set }
    var showsScrubPreview: Bool { get set }
    var scrubPreviewBounds: Rect? { get set }
    var focusRingColor: Color? { get set }
    var pausesAutoplayWhenReducingMotion: Bool { get set }
    var stopsAutoplayOnKeyboardFocus: Bool { get set }
    var fadesWhenIdle: Bool { get set }
    var idleFadeDelay: Double { get set }
    var idleFadeDuration: Double { get set }
    var idleOpacity: Double { get }
    var timerProgress: PageControlTimerProgress? { get }
    var autoplayPauseReasons: AutoplayPauseReasons { get }
    var isAutoplayOn: Bool { get }
    func stopAutoplay()
    func startAutoplay()
    func setIndicatorState(_ state: IndicatorState, forPage page: Int)
    func indicatorState(forPage page: Int) -> IndicatorState
    var pagesWithState: [(page: Int, state: IndicatorState)] { get }
    func removeAllIndicatorStates()
    var tracksVisitedPages: Bool { get set }
    func setIndicatorStyle(_ style: IndicatorStateStyle?, for state: IndicatorState)
    func indicatorStyle(for state: IndicatorState) -> IndicatorStateStyle?
    var accessibilityLabel: String? { get set }
    var announcementInterval: Double { get set }
    func setAccessibilityTitle(_ title: String?, forPage page: Int)
    func accessibilityTitle(forPage page: Int) -> String?
    var isAccessibilityElement: Bool { get }
    var accessibilityTraits: AccessibilityTraits { get }
    var strings: PageControlStrings { get }
    var effectiveAccessibilityLabel: String { get }
    var accessibilityValue: String? { get }
    var accessibilityCustomActions: [AccessibilityCustomAction] { get }
    var visiblePages: (first: Int, last: Int)? { get }
    func accessibilityIncrement()
    func accessibilityDecrement()
    func accessibilityActivate() -> Bool
    func performAccessibilityAction(_ kind: AccessibilityCustomAction.Kind) -> Bool
    var hitRegion: Rect { get }
    func page(at point: Point) -> Int?
    func tapTarget(for point: Point, pointerKind: PointerKind) -> Int?
    func indicatorFrame(forPage page: Int) -> Rect?
    func command(for key: PageControlKey, modifiers: PageControlKey.Modifiers) -> PageCommand?
    var isScrubbing: Bool { get }
    var overflowLabel: OverflowLabel? { get }
    var resolvedAppearance: ResolvedAppearance { get }
    var delegate: PageControlDelegate? { get set }
    static var flickVelocityThreshold: Double { get }
    static var tapRepeatInterval: Double { get }
    static var tapRepeatDistance: Double { get }
    static var scrollDistancePerPage: Double { get }
    static var defaultCurrentPageIndicatorTintColor: Color { get }
    static var defaultPageIndicatorTintColor: Color { get }
    static var defaultPlatterColor: Color { get }
    static var increasedContrastRatio: Double { get }
}

extension PageControl: LegacySpellings {}

/// Every deprecated spelling forwards to its replacement for one minor release (CHANGELOG.md lists each).
@MainActor
@Suite struct PageControlDeprecationsTests {
    func control(pages: Int = 8) -> (PageControl, any LegacySpellings) {
        let c = PageControl()
        c.numberOfPages = pages
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return (c, c)
    }

    @Test("What the host reports: each old property reads and writes the environment")
    func environment() {
        let (c, old) = control()
        old.reducesMotion = true
        old.prefersIncreasedContrast = true
        old.contentSizeCategory = .accessibilityLarge
        old.layoutDirection = .rightToLeft
        old.layoutDirectionFollowsLanguage = true
        old.accessibilityLanguage = "ar"
        old.hasKeyboardFocus = true
        old.isPointerInside = true
        old.hasAccessibilityFocus = true
        old.contentHasKeyboardFocus = true
        old.isPointerOverContent = true
        old.contentHasAccessibilityFocus = true
        old.isAssistiveTechnologyRunning = true
        let expected = PageControlEnvironment(
            reducesMotion: true, prefersIncreasedContrast: true, contentSizeCategory: .accessibilityLarge,
            layoutDirection: .rightToLeft, language: "ar", layoutDirectionFollowsLanguage: true,
            isScreenReaderRunning: true, hasAccessibilityFocus: true, hasKeyboardFocus: true, isPointerHovering: true,
            contentHasKeyboardFocus: true, isPointerOverContent: true, contentHasAccessibilityFocus: true)
        #expect(c.environment == expected)
        #expect(old.reducesMotion && old.isPointerInside && old.accessibilityLanguage == "ar")
        old.setAttention([.pointer, .keyboardFocus, .reduceMotion], false)
        #expect(
            c.environment.attention == [
                .accessibilityFocus, .contentKeyboardFocus, .contentPointer, .contentAccessibilityFocus,
            ])
        c.environment.isSwitchControlRunning = true
        old.isAssistiveTechnologyRunning = false
        #expect(!c.environment.isScreenReaderRunning && !c.environment.isSwitchControlRunning)
    }

    @Test("The window, paging, interaction and autoplay spellings forward to their values")
    func options() {
        let (c, old) = control()
        old.maximumVisibleIndicators = 0
        old.windowFollowing = .centered
        old.overflowStyle = .label(threshold: 20)
        old.preferredNumberOfVisibleIndicators = -3
        #expect(
            c.window
                == IndicatorWindow(
                    maximumVisibleIndicators: 1, following: .centered, overflowStyle: .label(threshold: 20),
                    preferredNumberOfVisibleIndicators: 1))
        old.visiblePageCount = 2
        old.stepsBySpan = true
        old.wrapsAround = true
        #expect(c.paging == PagingOptions(visiblePageCount: 2, stepsBySpan: true, wrapsAround: true))
        old.tapBehavior = .jump
        old.minimumHitTargetSize = Size(width: -1, height: 50)
        old.showsScrubPreview = true
        old.scrubPreviewBounds = Rect(x: 0, y: -40, width: 320, height: 77)
        old.focusRingColor = .black
        #expect(
            c.interaction
                == InteractionOptions(
                    tapBehavior: .jump, minimumHitTargetSize: Size(width: 0, height: 50), showsScrubPreview: true,
                    scrubPreviewBounds: Rect(x: 0, y: -40, width: 320, height: 77), focusRingColor: .black))
        old.pausesAutoplayWhenReducingMotion = true
        old.stopsAutoplayOnKeyboardFocus = true
        old.fadesWhenIdle = true
        old.idleFadeDelay = .nan
        old.idleFadeDuration = 2
        #expect(
            c.autoplay
                == AutoplayOptions(
                    pausesWhenReducingMotion: true, stopsOnKeyboardFocus: true, fadesWhenIdle: true, idleFadeDelay: 0,
                    idleFadeDuration: 2))
        #expect(old.idleOpacity == 1)
    }

    @Test("The slide-show spellings reach the attached timer")
    func slideShow() {
        let (c, old) = control()
        #expect(old.timerProgress == nil && old.autoplayPauseReasons.isEmpty && !old.isAutoplayOn)
        let timer = PageControlTimerProgress(preferredDuration: 5)
        c.progress = timer
        timer.resumeTimer()
        #expect(old.timerProgress === timer && old.isAutoplayOn && old.autoplayPauseReasons.isEmpty)
        old.stopAutoplay()
        #expect(timer.isStoppedByPerson && old.autoplayPauseReasons == [.stoppedByPerson] && !old.isAutoplayOn)
        old.startAutoplay()
        #expect(timer.isSlideShowOn && timer.pauseReasons.isEmpty)
    }

    @Test("The page-state spellings forward to indicatorStates")
    func states() {
        let (c, old) = control()
        old.setIndicatorState(.completed, forPage: 3)
        old.setIndicatorState(.visited, forPage: 99)
        #expect(c.indicatorStates[3] == .completed && old.indicatorState(forPage: 3) == .completed)
        #expect(old.pagesWithState.map(\.page) == [3])
        old.tracksVisitedPages = true
        #expect(c.indicatorStates.tracksVisitedPages)
        let style = IndicatorStateStyle(color: .black)
        old.setIndicatorStyle(style, for: .completed)
        #expect(old.indicatorStyle(for: .completed) == style && c.indicatorStates.style(for: .completed) == style)
        old.removeAllIndicatorStates()
        #expect(c.indicatorStates.isEmpty)
    }

    @Test("The accessibility spellings forward to accessibility and accessibilityElement")
    func accessibility() {
        let (c, old) = control(pages: 5)
        old.accessibilityLabel = "Photos"
        old.announcementInterval = -1
        old.setAccessibilityTitle("Welcome", forPage: 0)
        old.setAccessibilityTitle("Ignored", forPage: 9)
        #expect(
            c.accessibility
                == AccessibilityOptions(label: "Photos", pageTitles: [0: "Welcome"], announcementInterval: 0))
        #expect(old.accessibilityTitle(forPage: 0) == "Welcome")
        let element = c.accessibilityElement
        #expect(old.isAccessibilityElement == element.isElement && old.accessibilityTraits == element.traits)
        #expect(old.effectiveAccessibilityLabel == element.label && old.accessibilityValue == element.value)
        #expect(
            old.accessibilityCustomActions == element.customActions
                && old.strings.defaultLabel == element.strings.defaultLabel)
        #expect(old.visiblePages?.first == 0 && old.visiblePages?.last == 0)
        old.accessibilityIncrement()
        #expect(c.currentPage == 1)
        old.accessibilityDecrement()
        #expect(c.currentPage == 0)
        #expect(old.accessibilityActivate() && c.currentPage == 1)
        #expect(old.performAccessibilityAction(.lastPage) && c.currentPage == 4)
    }

    @Test("Hit testing, keys, scrubbing and drawing read-outs forward to their new homes")
    func readOuts() {
        let (c, old) = control()
        let hit = c.hitTesting
        #expect(old.hitRegion == hit.region)
        let dot = hit.frame(forPage: 5)!.center
        #expect(old.indicatorFrame(forPage: 5) == hit.frame(forPage: 5))
        #expect(old.page(at: dot) == 5 && old.tapTarget(for: dot, pointerKind: .mouse) == 5)
        #expect(old.command(for: .right, modifiers: []) == .next)
        #expect(!old.isScrubbing)
        c.beginScrubbing(at: dot, pointerKind: .mouse)
        #expect(old.isScrubbing && c.interactionState == .continuous)
        c.endScrubbing()
        #expect(old.overflowLabel == nil && old.resolvedAppearance === c.currentLook)
    }

    @Test("The constants forward to GestureThresholds and PageControlAppearance; the type names to the types")
    func constants() {
        let type = PageControl.self as any LegacySpellings.Type
        #expect(type.flickVelocityThreshold == GestureThresholds.flickVelocityThreshold)
        #expect(type.tapRepeatInterval == 0.75 && type.tapRepeatDistance == 8 && type.scrollDistancePerPage == 40)
        #expect(type.defaultCurrentPageIndicatorTintColor == PageControlAppearance.defaultCurrentPageIndicatorTintColor)
        #expect(type.defaultPageIndicatorTintColor == PageControlAppearance.defaultPageIndicatorTintColor)
        #expect(type.defaultPlatterColor == PageControlAppearance.defaultPlatterColor)
        #expect(type.increasedContrastRatio == 3)
        func names<T: LegacySpellings>(_: T.Type) -> Bool {
            T.Direction.self == PageControlDirection.self && T.Key.self == PageControlKey.self
        }
        #expect(names(PageControl.self))
    }
}
