// i3's `title_format` through i3-msg, seen as a client sees it (i3's 284-ewmh-visible-name.t):
// _NET_WM_VISIBLE_NAME, read back on the test's own connection, holds what the format shows
// (markup as it is, the title in it escaped), follows the title, and goes when the format is
// `%title` again; a window the criteria do not select keeps none. GET_TREE lists the format.
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct I3VisibleName {
        @Test func titleFormatWritesAndDeletesTheVisibleName() throws {
            _ = try RealProgram.require("i3-msg", package: "i3-wm")
            try withWM(settings: .forTestsWithStillFocus) { s in
                let w = s.client.createWindow(PixelRect(x: 0, y: 0, width: 200, height: 100), name: "boring title", class: "X")
                s.client.map(w)
                let other = s.client.createWindow(PixelRect(x: 0, y: 0, width: 200, height: 100), name: "other", class: "Y")
                s.client.map(other)
                #expect(s.waitUntil { s.client.property(w, "WM_STATE") != nil && s.client.property(other, "WM_STATE") != nil })
                func visible(_ window: WindowID) -> (type: String, text: String)? {
                    s.barrier()
                    return s.client.text(window, "_NET_WM_VISIBLE_NAME")
                }
                #expect(visible(w) == nil, "none at first")
                let set = try I3IPC.i3msg(s, ["[class=X] title_format \"%title - foo\""])
                #expect(set.status == 0, "\(set.output)")
                let first = visible(w)
                #expect(first?.type == "UTF8_STRING" && first?.text == "boring title - foo", "\(String(describing: first))")
                #expect(visible(other) == nil, "the criteria select X alone")
                let markup = try I3IPC.i3msg(s, ["[class=X] title_format \"<s>%title</s>\""])
                #expect(markup.status == 0, "\(markup.output)")
                #expect(visible(w)?.text == "<s>boring title</s>", "markup as it is")
                let tree = try I3IPC.i3msg(s, ["-t", "get_tree"])
                #expect(tree.output.contains(#""name":"boring title","title_format":"<s>%title</s>","window_icon_padding""#), "GET_TREE, as i3")
                s.client.setName(w, "a & b")
                #expect(s.waitUntil { s.client.text(w, "_NET_WM_VISIBLE_NAME")?.text == "<s>a &amp; b</s>" },
                        "the title follows, escaped")
                let reset = try I3IPC.i3msg(s, ["[class=X] title_format %title"])
                #expect(reset.status == 0, "\(reset.output)")
                #expect(visible(w) == nil, "deleted when the title is shown alone again")
                #expect(try !I3IPC.i3msg(s, ["-t", "get_tree"]).output.contains("title_format"))
            }
        }
    }
}
