// Hostile client properties (truncated, wrong type or format, huge, invalid text): sane values or nil, never a crash or a strict-mode error.
import SplitX
import Testing
import XTestSupport

/// One property a client might set, and what the window manager must make of it.
struct HostileCase<Expected: Sendable & Equatable>: Sendable, CustomTestStringConvertible {
    var label: String
    var property: String
    var type: String
    var data: RawPropertyData
    var expected: Expected
    var testDescription: String { label }
}

extension HostileCase {
    /// The property written as this case says reads back as expected, alone and through the
    /// one-round-trip read a new window gets.
    func expectReadBack(_ read: (XConnection, WindowID) -> Expected, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try withX(sourceLocation: sourceLocation) { x in
            let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
            x.client.setProperty(w, property, type: type, data)
            x.client.sync()
            #expect(read(x.wm, w) == expected, sourceLocation: sourceLocation)
            let ahead = x.wm.prefetchingProperties(x.wm.atoms.managedWindowProperties, of: w) { read(x.wm, w) }
            #expect(ahead == expected, "read ahead", sourceLocation: sourceLocation)
        }
    }
}

/// WM_SIZE_HINTS items: flags, then x, y, width, height, min w/h (5, 6), max w/h (7, 8), increments (9, 10),
/// aspects (11-14), base w/h (15, 16), gravity.
private func sizeHints(flags: UInt32, min: (Int32, Int32) = (0, 0), max: (Int32, Int32) = (0, 0),
                       increment: (Int32, Int32) = (0, 0), base: (Int32, Int32) = (0, 0), count: Int = 18) -> RawPropertyData {
    let b = { (v: Int32) in UInt32(bitPattern: v) }
    let items: [UInt32] = [flags, 0, 0, 0, 0, b(min.0), b(min.1), b(max.0), b(max.1), b(increment.0), b(increment.1),
                           0, 0, 0, 0, b(base.0), b(base.1), 1]
    return .words(Array(items.prefix(count)))
}

private let pMin: UInt32 = 16, pMax: UInt32 = 32, pInc: UInt32 = 64, pAspect: UInt32 = 128, pBase: UInt32 = 256

extension XServerTests {
    @Suite struct HostileProperties {
        static let sizeHintCases: [HostileCase<SizeHints?>] = [
            .init(label: "3 items", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: .words([pMin | pMax | pInc | pBase, 5, 5]), expected: SizeHints()),
            .init(label: "increments 0 and negative", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: sizeHints(flags: pMin | pInc, min: (40, 30), increment: (0, -5)),
                  expected: SizeHints(minSize: PixelSize(width: 40, height: 30))),
            .init(label: "negative and huge sizes", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: sizeHints(flags: pMin | pMax | pBase, min: (-1, 10), max: (40_000, 10), base: (Int32.min, Int32.max)),
                  expected: SizeHints()),
            .init(label: "max below min", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: sizeHints(flags: pMin | pMax, min: (200, 200), max: (100, 300)),
                  expected: SizeHints(minSize: PixelSize(width: 200, height: 200))),
            .init(label: "sizes without their flags", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: sizeHints(flags: 0, min: (40, 30), max: (400, 300), increment: (2, 2), base: (1, 1)),
                  expected: SizeHints()),
            .init(label: "7 items: min only", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: sizeHints(flags: pMin | pMax, min: (40, 30), count: 7),
                  expected: SizeHints(minSize: PixelSize(width: 40, height: 30))),
            .init(label: "pre-ICCCM 15 items: no base", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: sizeHints(flags: pBase | pInc, increment: (8, 16), base: (4, 4), count: 15),
                  expected: SizeHints(increment: PixelSize(width: 8, height: 16))),
            .init(label: "aspects 1/0 and 0/0", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: .words([pMin | pAspect, 0, 0, 0, 0, 40, 30, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1]),
                  expected: SizeHints(minSize: PixelSize(width: 40, height: 30))),
            .init(label: "aspect -1/2 to 3/-4", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: .words([pAspect, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt32(bitPattern: -1), 2, 3, UInt32(bitPattern: -4), 0, 0, 1]),
                  expected: SizeHints()),
            .init(label: "format 8", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: .bytes(Array(repeating: 0xFF, count: 72)), expected: nil),
            .init(label: "format 16", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: .shorts(Array(repeating: 16, count: 36)), expected: nil),
            .init(label: "type CARDINAL", property: "WM_NORMAL_HINTS", type: "CARDINAL",
                  data: sizeHints(flags: pMin, min: (40, 30)), expected: nil),
            .init(label: "empty", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS", data: .words([]), expected: SizeHints()),
            .init(label: "100,000 items", property: "WM_NORMAL_HINTS", type: "WM_SIZE_HINTS",
                  data: .words([pMin, 0, 0, 0, 0, 40, 30] + Array(repeating: 0xFFFF_FFFF, count: 100_000)),
                  expected: SizeHints(minSize: PixelSize(width: 40, height: 30))),
        ]

        @Test(arguments: sizeHintCases)
        func sizeHintsAreValidatedFieldByField(_ c: HostileCase<SizeHints?>) throws {
            try c.expectReadBack { x, w in x.sizeHints(of: w) }
        }

        static let wmHintCases: [HostileCase<WMHints?>] = [
            .init(label: "format 8", property: "WM_HINTS", type: "WM_HINTS", data: .bytes([1, 0, 0, 0, 1, 0, 0, 0]), expected: nil),
            .init(label: "empty", property: "WM_HINTS", type: "WM_HINTS", data: .words([]), expected: nil),
            .init(label: "input flag without its item", property: "WM_HINTS", type: "WM_HINTS", data: .words([1]),
                  expected: WMHints(acceptsInput: nil, urgent: false)),
            .init(label: "urgency only, 2 items", property: "WM_HINTS", type: "WM_HINTS", data: .words([256, 0]),
                  expected: WMHints(acceptsInput: nil, urgent: true)),
            .init(label: "input 7 is true", property: "WM_HINTS", type: "WM_HINTS", data: .words([1, 7]),
                  expected: WMHints(acceptsInput: true, urgent: false)),
            .init(label: "type STRING", property: "WM_HINTS", type: "STRING", data: .words([257, 1]), expected: nil),
        ]

        @Test(arguments: wmHintCases)
        func wmHintsNeedFlagsAndFormat32(_ c: HostileCase<WMHints?>) throws {
            try c.expectReadBack { x, w in x.wmHints(of: w) }
        }

        static let motifCases: [HostileCase<MotifDecorations?>] = [
            .init(label: "feh's: decorations 0", property: "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", data: .words([2, 0, 0, 0, 0]),
                  expected: .undecorated),
            .init(label: "border only", property: "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", data: .words([2, 0, 2, 0, 0]),
                  expected: .borderOnly),
            .init(label: "type CARDINAL is read too", property: "_MOTIF_WM_HINTS", type: "CARDINAL", data: .words([2, 0, 8]),
                  expected: .titled),
            .init(label: "one item", property: "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", data: .words([2]), expected: nil),
            .init(label: "two items", property: "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", data: .words([2, 0]), expected: nil),
            .init(label: "empty", property: "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", data: .words([]), expected: nil),
            .init(label: "format 8", property: "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", data: .bytes(Array(repeating: 2, count: 20)),
                  expected: nil),
            .init(label: "format 16", property: "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", data: .shorts([2, 0, 0, 0, 0, 0]),
                  expected: nil),
            .init(label: "no decorations flag", property: "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS", data: .words([1, 0, 0, 0, 0]),
                  expected: nil),
            .init(label: "100,000 items", property: "_MOTIF_WM_HINTS", type: "_MOTIF_WM_HINTS",
                  data: .words([2, 0, 0] + Array(repeating: 0xFFFF_FFFF, count: 100_000)), expected: .undecorated),
        ]

        @Test(arguments: motifCases)
        func motifHintsNeedThreeItemsOfFormat32(_ c: HostileCase<MotifDecorations?>) throws {
            try c.expectReadBack { x, w in x.motifDecorations(of: w) }
        }

        static let classCases: [HostileCase<WMClass?>] = [
            .init(label: "well formed", property: "WM_CLASS", type: "STRING", data: .bytes(Array("inst\0Cls\0".utf8)),
                  expected: WMClass(instance: "inst", className: "Cls")),
            .init(label: "no final NUL", property: "WM_CLASS", type: "STRING", data: .bytes(Array("inst\0Cls".utf8)),
                  expected: WMClass(instance: "inst", className: "Cls")),
            .init(label: "one string", property: "WM_CLASS", type: "STRING", data: .bytes(Array("only".utf8)),
                  expected: WMClass(instance: "only", className: "")),
            .init(label: "one string with NUL", property: "WM_CLASS", type: "STRING", data: .bytes(Array("only\0".utf8)),
                  expected: WMClass(instance: "only", className: "")),
            .init(label: "three strings", property: "WM_CLASS", type: "STRING", data: .bytes(Array("a\0b\0c\0".utf8)),
                  expected: WMClass(instance: "a", className: "b")),
            .init(label: "empty", property: "WM_CLASS", type: "STRING", data: .bytes([]), expected: nil),
            .init(label: "a lone NUL", property: "WM_CLASS", type: "STRING", data: .bytes([0]), expected: nil),
            .init(label: "format 32", property: "WM_CLASS", type: "STRING", data: .words([0x6E69, 0x43]), expected: nil),
            .init(label: "invalid UTF-8 is Latin-1", property: "WM_CLASS", type: "STRING", data: .bytes([0xFF, 0xFE, 0, 0x41, 0]),
                  expected: WMClass(instance: "ÿþ", className: "A")),
        ]

        @Test(arguments: classCases)
        func wmClassIsParsedAsDocumented(_ c: HostileCase<WMClass?>) throws {
            try c.expectReadBack { x, w in x.wmClass(of: w) }
        }

        static let stateCases: [HostileCase<ICCCMState?>] = [
            .init(label: "state 2 (the obsolete ZoomState)", property: "WM_STATE", type: "WM_STATE", data: .words([2, 0]), expected: nil),
            .init(label: "all ones", property: "WM_STATE", type: "WM_STATE", data: .words([0xFFFF_FFFF]), expected: nil),
            .init(label: "one item", property: "WM_STATE", type: "WM_STATE", data: .words([3]), expected: .iconic),
            .init(label: "empty", property: "WM_STATE", type: "WM_STATE", data: .words([]), expected: nil),
            .init(label: "format 8", property: "WM_STATE", type: "WM_STATE", data: .bytes([1, 0, 0, 0]), expected: nil),
            .init(label: "format 16", property: "WM_STATE", type: "WM_STATE", data: .shorts([1, 0]), expected: nil),
            .init(label: "type CARDINAL", property: "WM_STATE", type: "CARDINAL", data: .words([1, 0]), expected: nil),
        ]

        @Test(arguments: stateCases)
        func garbageWMStateIsNil(_ c: HostileCase<ICCCMState?>) throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.setProperty(w, c.property, type: c.type, c.data)
                x.client.sync()
                #expect(x.wm.icccmState(of: w) == c.expected)
            }
        }

        static let titleCases: [HostileCase<String?>] = [
            .init(label: "invalid UTF-8", property: "_NET_WM_NAME", type: "UTF8_STRING", data: .bytes([0x41, 0xFF, 0xC3, 0x42]),
                  expected: "A\u{FFFD}\u{FFFD}B"),
            .init(label: "embedded NUL ends the title", property: "_NET_WM_NAME", type: "UTF8_STRING",
                  data: .bytes(Array("ab\0cd".utf8)), expected: "ab"),
            .init(label: "ANSI escapes pass through for the caller to escape", property: "_NET_WM_NAME", type: "UTF8_STRING",
                  data: .bytes(Array("\u{1B}[31mred".utf8)), expected: "\u{1B}[31mred"),
            .init(label: "_NET_WM_NAME format 32 falls back to WM_NAME", property: "_NET_WM_NAME", type: "UTF8_STRING",
                  data: .words([0x41414141]), expected: "fallback"),
            .init(label: "_NET_WM_NAME of type STRING falls back to WM_NAME", property: "_NET_WM_NAME", type: "STRING",
                  data: .bytes(Array("wrong type".utf8)), expected: "fallback"),
            .init(label: "WM_NAME of type ATOM is no title", property: "WM_NAME", type: "ATOM",
                  data: .bytes(Array("atoms".utf8)), expected: nil),
        ]

        @Test(arguments: titleCases)
        func hostileTitlesDecodeSafely(_ c: HostileCase<String?>) throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10), name: "fallback")
                x.client.setProperty(w, c.property, type: c.type, c.data)
                x.client.sync()
                #expect(x.wm.title(of: w) == c.expected)
            }
        }

        @Test func aMegabyteTitleIsCutAt64KiB() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.setProperty(w, "_NET_WM_NAME", type: "UTF8_STRING", .bytes(Array(repeating: UInt8(ascii: "x"), count: 1 << 20)))
                x.client.sync()
                #expect(x.wm.title(of: w) == String(repeating: "x", count: 64 * 1024))
            }
        }

        @Test func tenThousandProtocolsAreReadOnlyUpToTheCap() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                let delete = x.wm.atoms.intern("WM_DELETE_WINDOW"), takeFocus = x.wm.atoms.intern("WM_TAKE_FOCUS")
                // Garbage atom numbers and Nones, WM_DELETE_WINDOW first, WM_TAKE_FOCUS far past the cap.
                var atoms = (0..<10_000).map { UInt32($0 % 3 == 0 ? 0 : 0x1000_0000 + $0) }
                atoms[0] = delete.rawValue
                atoms[9_999] = takeFocus.rawValue
                x.client.setProperty(w, "WM_PROTOCOLS", type: "ATOM", .words(atoms))
                x.client.sync()

                let start = ContinuousClock.now
                let protocols = x.wm.protocols(of: w)
                #expect(ContinuousClock.now - start < .seconds(1))
                #expect(protocols.contains(delete))
                #expect(!protocols.contains(takeFocus))
                #expect(!protocols.contains(AtomID(rawValue: 0)))
                #expect(protocols.count <= 1024)
            }
        }

        @Test(arguments: [
            ("ATOM", RawPropertyData.bytes([1, 2, 3, 4])), ("CARDINAL", .words([1, 2])), ("ATOM", .shorts([1, 2])),
        ])
        func protocolsOfTheWrongShapeAreEmpty(type: String, data: RawPropertyData) throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.setProperty(w, "WM_PROTOCOLS", type: type, data)
                x.client.sync()
                #expect(x.wm.protocols(of: w).isEmpty)
            }
        }

        @Test func malformedTransientForAndRoleAreNil() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.sync()
                for data in [RawPropertyData.bytes([1, 0, 0, 0]), .words([]), .words([0]), .words([w.rawValue])] {
                    x.client.setProperty(w, "WM_TRANSIENT_FOR", type: "WINDOW", data)
                    x.client.sync()
                    #expect(x.wm.transientFor(of: w) == nil, "\(data)")
                }
                x.client.setProperty(w, "WM_TRANSIENT_FOR", type: "CARDINAL", .words([x.wm.root.rawValue]))
                x.client.setProperty(w, "WM_WINDOW_ROLE", type: "STRING", .words([0x41414141]))
                x.client.sync()
                #expect(x.wm.transientFor(of: w) == nil)
                #expect(x.wm.windowRole(of: w) == nil)
            }
        }

        /// A window that is gone when its properties are read ahead reads as having none, without an
        /// X error reaching the handler (the replies carry the BadWindow).
        @Test func aWindowGoneBeforeItsReadAheadHasNoProperties() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.setProperty(w, "WM_CLASS", type: "STRING", .bytes(Array("a\0b\0".utf8)))
                x.client.destroy(w)
                x.client.sync()
                let read = x.wm.prefetchingProperties(x.wm.atoms.managedWindowProperties, of: w) {
                    (x.wm.wmClass(of: w), x.wm.wmHints(of: w), x.wm.protocols(of: w))
                }
                #expect(read.0 == nil && read.1 == nil && read.2.isEmpty)
            }
        }
    }
}
