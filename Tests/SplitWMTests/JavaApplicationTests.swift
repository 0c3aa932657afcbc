// Java applications under splitwm: the variable splitwm puts in the environment of what it
// starts (`_JAVA_AWT_WM_NONREPARENTING`), and a real Swing window that draws its content.
import Foundation
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct JavaApplications {
        /// What the Swing program fills its window with (`SwingPanel.java` below).
        static let panelColor: UInt32 = 0xC0_30_90
        /// What AWT paints a frame with before its content: all a window shows when Java waits
        /// for a reparenting that never comes.
        static let awtGrey: UInt32 = 0xEE_EE_EE

        /// A Swing frame titled by its one argument, filled by one panel of `panelColor`;
        /// launched as a single source file (`java SwingPanel.java TITLE`), nothing to build.
        static let swingPanel = """
            import java.awt.Color;
            import javax.swing.JFrame;
            import javax.swing.JPanel;
            import javax.swing.SwingUtilities;

            public class SwingPanel {
                public static void main(String[] arguments) {
                    SwingUtilities.invokeLater(() -> {
                        JFrame frame = new JFrame(arguments[0]);
                        JPanel panel = new JPanel();
                        panel.setBackground(new Color(0xC0, 0x30, 0x90));
                        frame.setContentPane(panel);
                        frame.setDefaultCloseOperation(JFrame.EXIT_ON_CLOSE);
                        frame.setSize(300, 200);
                        frame.setVisible(true);
                    });
                }
            }
            """

        /// A fresh Xvfb with the real splitwm on it, started with `_JAVA_AWT_WM_NONREPARENTING`
        /// set to `javaVariable` (nil: unset, whatever this test process holds) and `config`.
        static func withSplitWM(javaVariable: String?, config: String = "",
                                _ body: (Xvfb, TestClient, String) throws -> Void) throws {
            let directory = "/tmp/splitwm-java-test-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try config.write(toFile: directory + "/splitwm.conf", atomically: true, encoding: .utf8)
            let server = try Xvfb(size: PixelSize(width: 1280, height: 800))
            defer { server.stop() }
            let client = try server.client()
            let wm = try SplitWMProcess(display: server.displayName, arguments: ["--config", directory + "/splitwm.conf"],
                                        environment: ["_JAVA_AWT_WM_NONREPARENTING": javaVariable])
            defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
            defer { stopJava(in: directory) }
            #expect(Lifecycle.waitForWM(client))
            try body(server, client, directory)
        }

        /// The value of `_JAVA_AWT_WM_NONREPARENTING` in the environment file `env` wrote at
        /// `path` once it is there: nil when unset, "timed out" when the file never came.
        static func javaVariable(inEnvironmentFile path: String, _ client: TestClient) -> String? {
            // Written whole: env ends every variable with a newline.
            guard let text = poll(client, timeout: .seconds(30), {
                (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { $0.hasSuffix("\n") ? $0 : nil }
            }) else { return "timed out" }
            let prefix = "_JAVA_AWT_WM_NONREPARENTING="
            return text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        }

        /// Polls `probe` (an X round trip between tries) for up to `timeout`: its first answer.
        static func poll<T>(_ client: TestClient, timeout: Duration, _ probe: () -> T?) -> T? {
            let deadline = ContinuousClock.now + timeout
            while ContinuousClock.now < deadline {
                client.sync()
                if let answer = probe() { return answer }
                usleep(20_000)
            }
            return nil
        }

        /// The viewable top-level window titled `title` and its rectangle, read from X (not
        /// through splitctl: this is polled many times a second while the JVM starts).
        static func window(titled title: String, _ client: TestClient) -> (id: WindowID, rect: PixelRect)? {
            for w in client.stackingOrder() where client.mapState(of: w) == .viewable {
                guard client.text(w, "_NET_WM_NAME")?.text == title || client.text(w, "WM_NAME")?.text == title,
                      let rect = client.geometry(of: w) else { continue }
                return (w, rect)
            }
            return nil
        }

        @Test func everythingSplitwmStartsIsToldItDoesNotReparent() throws {
            let marker = "/tmp/splitwm-java-env-\(UUID().uuidString)"
            defer { unlink(marker + ".autostart"); unlink(marker + ".exec") }
            try Self.withSplitWM(javaVariable: nil, config: "exec env > \(marker).autostart\n") { server, client, _ in
                #expect(Self.javaVariable(inEnvironmentFile: marker + ".autostart", client) == "1", "an exec line of the config")
                let reply = try SplitWMProcess.splitctl(["exec", "sh", "-c", "env > \(marker).exec"], display: server.displayName)
                #expect(reply.status == 0, "\(reply.output)")
                #expect(Self.javaVariable(inEnvironmentFile: marker + ".exec", client) == "1", "splitctl exec")
            }
        }

        @Test func aValueTheUserSetIsKept() throws {
            let marker = "/tmp/splitwm-java-env-\(UUID().uuidString)"
            defer { unlink(marker) }
            try Self.withSplitWM(javaVariable: "0") { server, client, _ in
                let reply = try SplitWMProcess.splitctl(["exec", "sh", "-c", "env > \(marker)"], display: server.displayName)
                #expect(reply.status == 0, "\(reply.output)")
                #expect(Self.javaVariable(inEnvironmentFile: marker, client) == "0")
            }
        }

        /// Where `startSwingPanel` writes the pid of the JVM showing `title`.
        static func pidFile(_ title: String, in directory: String) -> String { directory + "/\(title).pid" }

        /// Starts the Swing program titled `title` through `splitctl exec`, after `prefix` (words
        /// that change its environment), by a shell that first writes its pid (the JVM's, as it
        /// then becomes it) into `pidFile(title, in: directory)`.
        static func startSwingPanel(title: String, prefix: [String] = [], directory: String, display: String) throws {
            let pidFile = Self.pidFile(title, in: directory)
            let words = ["exec", "sh", "-c", "echo $$ > '\(pidFile)'; exec \"$@\"", "sh"] + prefix
                + ["java", directory + "/SwingPanel.java", title]
            let reply = try SplitWMProcess.splitctl(words, display: display)
            #expect(reply.status == 0, "\(reply.output)")
        }

        /// Ends the JVMs whose pids `startSwingPanel` wrote into `directory`: a test leaves no
        /// program running behind it.
        static func stopJava(in directory: String) {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in files where file.hasSuffix(".pid") {
                guard let text = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8),
                      let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { continue }
                kill(pid, SIGKILL)
            }
        }

        /// The centre of `rect` as the screen shows it.
        static func centreColor(_ rect: PixelRect, _ client: TestClient) -> UInt32? {
            client.color(at: PixelPoint(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2))
        }

        /// The same Swing program twice, through `splitctl exec`: first with the variable taken
        /// away (`env -u`), as in a session that did not set it, where AWT leaves the frame grey;
        /// then as splitwm starts it, where the panel's colour fills the window.
        @Test func aSwingWindowStartedBySplitwmDrawsItsPanel() throws {
            try Self.withSplitWM(javaVariable: nil) { server, client, directory in
                try Self.swingPanel.write(toFile: directory + "/SwingPanel.java", atomically: true, encoding: .utf8)
                try Self.startSwingPanel(title: "swing without", prefix: ["env", "-u", "_JAVA_AWT_WM_NONREPARENTING"],
                                         directory: directory, display: server.displayName)
                // The JVM compiles the source and starts slowly on a loaded machine: a long deadline.
                #expect(Self.poll(client, timeout: .seconds(180)) { Self.window(titled: "swing without", client) } != nil,
                        "the first Swing window never showed")
                try Self.startSwingPanel(title: "swing with", directory: directory, display: server.displayName)
                // Tiled beside the first (narrower than the screen), and its panel drawn.
                let drawn = Self.poll(client, timeout: .seconds(180)) { () -> PixelRect? in
                    guard let rect = Self.window(titled: "swing with", client)?.rect, rect.width < 1280,
                          Self.centreColor(rect, client) == Self.panelColor else { return nil }
                    return rect
                }
                let last = Self.window(titled: "swing with", client)
                #expect(drawn != nil, "the window \(String(describing: last)) shows \(String(describing: last.flatMap { Self.centreColor($0.rect, client) })), not the panel's colour")
                // The first window, tiled beside it and given every chance to draw since, is still grey.
                let grey = try #require(Self.window(titled: "swing without", client))
                #expect(grey.rect.width < 1280, "tiled beside the second: \(grey.rect)")
                let greyCentre = Self.centreColor(grey.rect, client)
                #expect(greyCentre == Self.awtGrey, "without the variable: \(String(describing: greyCentre))")
            }
        }
    }
}
