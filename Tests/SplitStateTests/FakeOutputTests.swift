// `fake-outputs` made into monitors as i3 makes them: names, order, and two at one place.
import SplitConfig
import SplitEngine
import SplitState
import Testing

@Suite struct FakeOutputTests {
    static func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    @Test func theyAreNamedInTheOrderWrittenAndTheOneAtTheOriginComesFirst() throws {
        let outputs = try #require(FakeOutput.list("1024x768+1024+0,1024x768+0+0P,640x480+2048+0"))
        #expect(MonitorInfo.fake(outputs) == [
            MonitorInfo(name: "fake-1", frame: Self.rect(0, 0, 1024, 768), primary: true),
            MonitorInfo(name: "fake-0", frame: Self.rect(1024, 0, 1024, 768)),
            MonitorInfo(name: "fake-2", frame: Self.rect(2048, 0, 640, 480)),
        ])
    }

    /// i3 keeps the smaller of two at one place, so that a workspace is always seen whole.
    @Test func twoAtOnePlaceAreOneAsSmallAsTheSmallerOfThem() throws {
        let outputs = try #require(FakeOutput.list("1024x600+0+0,800x768+0+0"))
        #expect(MonitorInfo.fake(outputs) == [MonitorInfo(name: "fake-0", frame: Self.rect(0, 0, 800, 600))])
    }
}
