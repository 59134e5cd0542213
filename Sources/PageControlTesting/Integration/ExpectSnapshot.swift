#if canImport(Testing)
    import PageControlCore
    import Testing

    /// Expects a control to match its snapshot, in a Swift Testing test: records an issue with a readable
    /// difference when it does not.
    ///
    /// ```swift
    /// @Test func onboarding() {
    ///     let driver = PageControlDriver(OnboardingScreen().pageControl)
    ///     driver.tap(page: 1)
    ///     expectSnapshot(of: driver.control)                    // .snapshots/OnboardingTests/onboarding.txt
    ///     expectSnapshot(of: driver.control, as: .png(scale: 2), named: "onboarding-second-page")
    /// }
    /// ```
    ///
    /// The reference is `.snapshots/<test file name>/<name>.<ext>` beside the test file (a hidden folder, which
    /// SwiftPM leaves out of the target, so the test target needs no `exclude:`). It is recorded, and the test
    /// passes saying so on standard output, when it is missing, when `record` is true or when the environment
    /// variable `PAGECONTROL_SNAPSHOTS` is `record`. Otherwise a difference fails the test with a line diff
    /// (text, SVG) or the number of pixels that differ and the largest difference in a channel (PNG), and
    /// `<name>.actual.<ext>` beside the reference holds what was drawn. With `PAGECONTROL_SNAPSHOTS=require`
    /// (for CI) nothing is recorded and a missing reference fails the test. See
    /// ``PageControlSnapshot/verify(_:as:named:record:filePath:)``.
    ///
    /// - Parameters:
    ///   - control: The control.
    ///   - format: The picture. The default is ``SnapshotFormat/text``.
    ///   - name: The file's name without its extension. The default, nil, is the test function's name: name
    ///     the snapshots of a test that takes several, or that runs with arguments.
    ///   - record: Whether to record the reference whatever it holds. The default is false.
    ///   - fileID: The caller's file ID, for the issue's location. The default is the caller's.
    ///   - filePath: The caller's file path: where the reference is kept, and the issue's location. The
    ///     default is the caller's.
    ///   - function: The caller's function, the default name. The default is the caller's.
    ///   - line: The caller's line, for the issue's location. The default is the caller's.
    ///   - column: The caller's column, for the issue's location. The default is the caller's.
    @MainActor
    public func expectSnapshot(
        of control: PageControl, as format: SnapshotFormat = .text, named name: String? = nil, record: Bool = false,
        fileID: String = #fileID, filePath: String = #filePath, function: String = #function, line: Int = #line,
        column: Int = #column
    ) {
        let outcome = PageControlSnapshot.verify(
            control, as: format, named: name ?? PageControlSnapshot.defaultName(function: function), record: record,
            filePath: filePath)
        switch outcome.report {
        case .none: break
        case .note(let note): print(note)
        case .failure(let message):
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    /// Expects a driven control to match its snapshot: ``expectSnapshot(of:as:named:record:fileID:filePath:function:line:column:)-(PageControl,_,_,_,_,_,_,_,_)``
    /// with the driver's control; the parameters are that function's.
    @MainActor
    public func expectSnapshot(
        of driver: PageControlDriver, as format: SnapshotFormat = .text, named name: String? = nil,
        record: Bool = false, fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
        line: Int = #line, column: Int = #column
    ) {
        expectSnapshot(
            of: driver.control, as: format, named: name, record: record, fileID: fileID, filePath: filePath,
            function: function, line: line, column: column)
    }
#endif
