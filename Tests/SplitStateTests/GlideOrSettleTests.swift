// Whether a new picture glides there or is there at once (Animator.show), decided without X:
// the rule the render follows for drags, the first picture and animation off.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import StateScriptSupport
import Testing
import XModel

@Suite struct GlideOrSettleTests {
    static let screen = Rect(x: 0, y: 0, width: 1000, height: 600)
    /// The one workspace of `scenes`.
    static let order = [WorkspaceID(0)]

    /// One window, then a second one beside it: the scenes before and after.
    static func scenes() -> (before: [String: Scene], after: [String: Scene]) {
        var d = WMState(settings: Settings(), screen: screen)
        _ = d.handle(.manage(client(1), mapped: false))
        let before = Scene.all(of: &d)
        _ = d.handle(.manage(client(2), mapped: false))
        return (before, Scene.all(of: &d))
    }

    static func animator(milliseconds: Int = 150) -> Animator {
        var settings = AnimationSettings()
        settings.milliseconds = milliseconds
        return Animator(settings: settings)
    }

    @Test func aChangeGlidesOnceAPictureIsOnScreen() {
        let (before, after) = Self.scenes()
        var a = Self.animator()
        a.show({ before }, at: .zero, order: Self.order, dragging: false, first: true)
        #expect(!a.isRunning, "the first picture is there at once")
        a.show({ after }, at: .milliseconds(10), order: Self.order, dragging: false, first: false)
        #expect(a.isRunning, "a window added glides in")
    }

    @Test func aDragNeverGlidesNorDoesThePictureAtItsRelease() {
        let (before, after) = Self.scenes()
        var a = Self.animator()
        a.show({ before }, at: .zero, order: Self.order, dragging: false, first: true)
        a.show({ after }, at: .milliseconds(10), order: Self.order, dragging: false, first: false)
        #expect(a.isRunning)
        // A drag begins: the motion under way ends where it was going.
        a.show({ after }, at: .milliseconds(20), order: Self.order, dragging: true, first: false)
        #expect(!a.isRunning && a.frame(at: .milliseconds(20)).isEmpty)
        a.show({ before }, at: .milliseconds(30), order: Self.order, dragging: true, first: false)
        #expect(!a.isRunning, "the splitter follows the pointer exactly")
        a.show({ after }, at: .milliseconds(40), order: Self.order, dragging: false, first: false)
        #expect(!a.isRunning, "at the release the windows are there already")
        a.show({ before }, at: .milliseconds(50), order: Self.order, dragging: false, first: false)
        #expect(a.isRunning, "the next change glides again")
    }

    @Test func withAnimationOffNothingGlidesAndScenesAreNotAskedFor() {
        let (before, after) = Self.scenes()
        var a = Self.animator(milliseconds: 0)
        var asked = 0
        a.show({ asked += 1; return before }, at: .zero, order: Self.order, dragging: false, first: true)
        a.show({ asked += 1; return after }, at: .milliseconds(10), order: Self.order, dragging: false, first: false)
        #expect(!a.isRunning && asked == 0)
    }
}
