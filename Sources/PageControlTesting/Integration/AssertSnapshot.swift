#if canImport(XCTest)
    import PageControlCore
    import XCTest

    /// Asserts that a control matches its snapshot, in an XCTest test: fails the test with a readable
    /// difference when it does not.
    ///
    /// ```swift
    /// @MainActor func testOnboarding() {
    ///     let driver = PageControlDriver(OnboardingScreen().pageControl)
    ///     driver.tap(page: 1)
    ///     assertSnapshot(of: driver.control)                 // .snapshots/OnboardingXCTests/testOnboarding.txt
    /// }
    /// ```
    ///
    /// Recording and comparing work as for ``expectSnapshot(of:as:named:record:fileID:filePath:function:line:column:)-(PageControl,_,_,_,_,_,_,_,_)``:
    /// the reference is `.snapshots/<test file name>/<name>.<ext>` beside the test file, recorded when missing,
    /// when `record` is true or with `PAGECONTROL_SNAPSHOTS=record` (the test passes and says so), otherwise
    /// compared, with `<name>.actual.<ext>` written on a mismatch; with `PAGECONTROL_SNAPSHOTS=require` a missing
    /// reference fails.
    ///
    /// - Parameters:
    ///   - control: The control.
    ///   - format: The picture. The default is ``SnapshotFormat/text``.
    ///   - name: The file's name without its extension. The default, nil, is the test method's name
    ///     ("testOnboarding").
    ///   - record: Whether to record the reference whatever it holds. The default is false.
    ///   - file: The caller's file: where the reference is kept, and the failure's location. The default is the
    ///     caller's.
    ///   - function: The caller's function, the default name. The default is the caller's.
    ///   - line: The caller's line, for the failure's location. The default is the caller's.
    @MainActor
    public func assertSnapshot(
        of control: PageControl, as format: SnapshotFormat = .text, named name: String? = nil, record: Bool = false,
        file: StaticString = #filePath, function: String = #function, line: UInt = #line
    ) {
        let outcome = PageControlSnapshot.verify(
            control, as: format, named: name ?? PageControlSnapshot.defaultName(function: function), record: record,
            filePath: "\(file)")
        switch outcome.report {
        case .none: break
        case .note(let note): print(note)
        case .failure(let message): XCTFail(message, file: file, line: line)
        }
    }

    /// Asserts that a driven control matches its snapshot: ``assertSnapshot(of:as:named:record:file:function:line:)-(PageControl,_,_,_,_,_,_)``
    /// with the driver's control; the parameters are that function's.
    @MainActor
    public func assertSnapshot(
        of driver: PageControlDriver, as format: SnapshotFormat = .text, named name: String? = nil,
        record: Bool = false, file: StaticString = #filePath, function: String = #function, line: UInt = #line
    ) {
        assertSnapshot(
            of: driver.control, as: format, named: name, record: record, file: file, function: function, line: line)
    }
#endif
