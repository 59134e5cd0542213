// Stub of Apple's Combine module for Scripts/apple-check/apple-check.py: only ObservableObject and its publisher.
// https://developer.apple.com/documentation/combine/observableobject

/// https://developer.apple.com/documentation/combine/publisher
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    final public func send() { fatalError() }
}

/// https://developer.apple.com/documentation/combine/observableobject
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}
