/// What a snapshot comparison may record, chosen by the environment variable `PAGECONTROL_SNAPSHOTS`.
///
/// | `PAGECONTROL_SNAPSHOTS` | Mode | A missing reference | An existing reference |
/// |---|---|---|---|
/// | unset or empty | ``recordMissing`` | recorded; the test passes, saying so | compared |
/// | `record` | ``recordAll`` | recorded | recorded again |
/// | `require` (for CI) | ``require`` | fails the test | compared |
///
/// `RECORD_SNAPSHOTS=1` is `record` too, as the package's own snapshot tests read it, unless
/// `PAGECONTROL_SNAPSHOTS` is set.
///
/// Any other value fails every snapshot with a message naming the variable, so a typo in a CI setting cannot
/// quietly turn recording back on.
package enum SnapshotMode: Sendable, Hashable {
    /// Records a missing reference and compares an existing one: the default, for people at their desks.
    case recordMissing
    /// Records every reference again, whatever it holds: `PAGECONTROL_SNAPSHOTS=record`.
    case recordAll
    /// Records nothing, so that a reference nobody committed fails: `PAGECONTROL_SNAPSHOTS=require`, for CI.
    case require

    /// The environment variable that chooses the mode: `PAGECONTROL_SNAPSHOTS`.
    package static let variable = "PAGECONTROL_SNAPSHOTS"

    /// Why an environment chooses no mode: the message a failed snapshot shows.
    package struct Problem: Error, Sendable, Hashable {
        /// One line naming the variable, its value and the values it takes.
        package let message: String
    }

    /// The mode `environment` asks for.
    ///
    /// - Parameter environment: The process's environment variables.
    /// - Returns: ``recordMissing`` when `PAGECONTROL_SNAPSHOTS` is unset or empty, ``recordAll`` for `record`,
    ///   ``require`` for `require`, or a ``Problem`` for any other value; unset, `RECORD_SNAPSHOTS=1` gives
    ///   ``recordAll``.
    package static func chosen(by environment: [String: String]) -> Result<SnapshotMode, Problem> {
        switch environment[variable] ?? "" {
        case "": return .success(environment["RECORD_SNAPSHOTS"] == "1" ? .recordAll : .recordMissing)
        case "record": return .success(.recordAll)
        case "require": return .success(.require)
        case let other:
            return .failure(
                Problem(message: "\(variable) is '\(other)': use record, require, or leave it unset."))
        }
    }
}
