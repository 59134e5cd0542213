/// An object told about page changes that a person makes, as in the custom control of seed 004.
///
/// The control holds its delegate weakly. It is told after the same changes that send
/// ``PageControlEvent/valueChanged``, and after the actions have run.
#if !hasFeature(Embedded)
    @MainActor
#endif
public protocol PageControlDelegate: AnyObject {
    /// Tells the delegate that a person changed the current page.
    func pageControlPageDidChange(_ pageControl: PageControl)
}

extension PageControlDelegate {
    /// Does nothing; implement it to be told of page changes.
    public func pageControlPageDidChange(_ pageControl: PageControl) {}
}
