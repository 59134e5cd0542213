/// How a control that runs by itself yields to people: when autoplay pauses or stops for them, and whether
/// the row fades away while nothing happens; the value of ``PageControl/autoplay``.
///
/// ```swift
/// control.autoplay.stopsOnKeyboardFocus = true
/// control.autoplay.fadesWhenIdle = true
/// ```
public struct AutoplayOptions: Sendable, Hashable {
    #if hasFeature(Embedded)
        // The web element has no attribute for these: in its module they keep their defaults (false), and the
        // optimiser leaves out the pauses and the idle fade they would turn on (Guides/Web.md, What the Embedded
        // build leaves out). The other builds' declarations below say what each does.
        /// Whether autoplay pauses while Reduce Motion is on: false in the web module.
        public var pausesWhenReducingMotion: Bool {
            get { false }
            set {}
        }
        /// Whether keyboard focus stops the slide show as a person's stop: false in the web module.
        public var stopsOnKeyboardFocus: Bool {
            get { false }
            set {}
        }
        /// Whether the row fades out when nothing has changed: false in the web module.
        public var fadesWhenIdle: Bool {
            get { false }
            set {}
        }
    #else
        /// Whether autoplay pauses while Reduce Motion is on (``PageControlEnvironment/reducesMotion``). The
        /// default is false: as UIKit's timer, autoplay keeps running under Reduce Motion with instant page
        /// changes.
        public var pausesWhenReducingMotion: Bool

        /// Whether keyboard focus arriving on the control or its content stops the slide show as a person's stop
        /// (``PageControlTimerProgress/stopForPerson()``), which only a person undoes, as the ARIA Authoring Practices carousel
        /// pattern asks ("does not restart unless the user explicitly requests it"). The default is false: focus
        /// pauses autoplay and it resumes when focus leaves.
        public var stopsOnKeyboardFocus: Bool

        /// Whether the row fades out when nothing has changed for ``idleFadeDelay`` seconds, as watch and media
        /// pagers do. The default is false.
        ///
        /// The row (every primitive of the display list) fades to opacity 0 (the display list's `opacity`) over
        /// ``idleFadeDuration``, and comes back at once — within one frame — on any change: a page change, the
        /// position moving, a tap, key, scroll or scrub. It never fades while assistive technology runs, while the
        /// control has keyboard or accessibility focus, while the pointer hovers over it, while a person scrubs,
        /// or during a slide show. A faded control is still an accessibility element with its value.
        ///
        /// Time is the frame clock of ``PageControl/advanceAnimation(to:)``, which returns true until the row has
        /// faded, so hosts keep their clock running that long.
        public var fadesWhenIdle: Bool
    #endif

    /// The seconds without a change before the row fades. The default is 3. Negative and NaN values
    /// become 0; infinity never fades.
    public var idleFadeDelay: Double {
        didSet { idleFadeDelay = Self.seconds(idleFadeDelay) }
    }

    /// The seconds the fade takes. The default is 0.3. Negative and NaN values become 0 (the row disappears
    /// at once); infinity never finishes fading.
    public var idleFadeDuration: Double {
        didSet { idleFadeDuration = Self.seconds(idleFadeDuration) }
    }

    /// Creates autoplay options; every setting defaults as its property says, and is clamped as it says.
    public init(
        pausesWhenReducingMotion: Bool = false, stopsOnKeyboardFocus: Bool = false, fadesWhenIdle: Bool = false,
        idleFadeDelay: Double = 3, idleFadeDuration: Double = 0.3
    ) {
        #if !hasFeature(Embedded)
            self.pausesWhenReducingMotion = pausesWhenReducingMotion
            self.stopsOnKeyboardFocus = stopsOnKeyboardFocus
            self.fadesWhenIdle = fadesWhenIdle
        #endif
        self.idleFadeDelay = Self.seconds(idleFadeDelay)
        self.idleFadeDuration = Self.seconds(idleFadeDuration)
    }

    /// Seconds with negative and NaN values made 0 (infinity kept).
    static func seconds(_ value: Double) -> Double { value.isNaN ? 0 : max(value, 0) }
}
