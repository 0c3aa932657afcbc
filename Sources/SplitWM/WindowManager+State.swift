// Saving the tree (with what each window is) and restoring it after a restart or a crash.
import SplitEngine
import SplitX

extension WindowManager {
    /// The saved state if the tree changed since the last save. Called at the end of a loop
    /// turn, never during a drag: a drag saves once, on release.
    func saveStateIfChanged() {
        guard drag == nil, tree != savedTree else { return }
        saveState()
    }

    func saveState() {
        do {
            // No titles: reading them costs an X round trip per window, and a restore does not need them.
            try stateFile.save(StateDocument(tree: tree, area: area, focused: focused) { self.windowFacts($0, title: false) })
            savedTree = tree
        } catch {
            Log.info("cannot save the state: \(error)")
            savedTree = tree   // do not retry on every loop turn; the next change tries again
        }
    }

    /// Puts back the saved layout for the windows that are still here (matched by id: a
    /// restart, or a crash of the window manager alone). Windows it does not know keep the
    /// places adoption gave them, beside the restored ones.
    func restoreSavedState() {
        guard let loaded = stateFile.load() else { return }
        let saved: SavedState
        switch loaded {
        case .failure(let error):
            Log.info("the saved state was not used: \(error)")
            return
        case .success(let state):
            saved = state
        }
        var restored = saved.tree
        // Window ids repeat from one X session to the next, so an id only counts when the
        // window is also what it was (class, instance, role).
        for leaf in restored.leaves where clients[leaf] == nil || identities[leaf] != saved.windows[String(leaf.rawValue)] {
            if let smaller = try? restored.removing(leaf) { restored = smaller }
        }
        guard !restored.isEmpty else {
            // Nothing here by id: a new session. Its windows will claim the saved places.
            swallowing = saved
            claims = [:]
            Log.debug("waiting for \(saved.tree.leafCount) windows of the saved layout")
            // Windows already here when the window manager started claim their places first.
            for window in clientOrder where swallowing != nil { claimSwallowSlot(for: window) }
            return
        }
        restored = styledByConfig(restored).resized(from: saved.area, to: area)
        for window in clientOrder where !restored.contains(window) {
            // Beside the last leaf, else beside the whole tree; a window that fits nowhere
            // means the restored tree is not used at all (adoption's tree has every window).
            guard let bigger = (try? restored.inserting(window, beside: restored.leaves.last, placement: settings.placement,
                                                       split: settings.newSplit, in: area))
                    ?? (try? restored.inserting(window, beside: nil, placement: settings.placement,
                                                split: settings.newSplit, in: area))
            else { return }
            restored = bigger
        }
        for window in restored.leaves {
            if let minSize = clients[window]?.minSize, let updated = try? restored.settingMinSize(minSize, of: window) {
                restored = updated
            }
        }
        tree = restored
        savedTree = tree
        if let window = saved.focused, clients[window] != nil { focus(window) }
        Log.debug("restored the saved layout of \(restored.leafCount) windows")
        needsRender = true
    }
}

extension WindowManager {
    /// When a saved layout waits for its windows: if `window` is what an unclaimed saved
    /// leaf was, it takes that place, and the tree becomes the saved layout of the windows
    /// claimed so far (with the windows that matched nothing beside them).
    func claimSwallowSlot(for window: WindowID) {
        guard let saved = swallowing, let identity = identities[window] else { return }
        guard let slot = saved.tree.leaves.first(where: {
            claims[$0] == nil && saved.windows[String($0.rawValue)] == identity
        }) else { return }
        claims[slot] = window
        var layout = saved.tree
        for leaf in layout.leaves {
            if let claimant = claims[leaf], clients[claimant] != nil {
                layout = (try? layout.renaming(leaf, to: WindowID(rawValue: ~claimant.rawValue))) ?? layout
            } else if let smaller = try? layout.removing(leaf) {
                layout = smaller
            }
        }
        // Two passes, through ids no window has, so a claimant's id can equal a saved leaf's.
        for leaf in layout.leaves {
            layout = (try? layout.renaming(leaf, to: WindowID(rawValue: ~leaf.rawValue))) ?? layout
        }
        layout = styledByConfig(layout).resized(from: saved.area, to: area)
        for other in clientOrder where !layout.contains(other) {
            guard let bigger = (try? layout.inserting(other, beside: layout.leaves.last, placement: settings.placement,
                                                     split: settings.newSplit, in: area))
                    ?? (try? layout.inserting(other, beside: nil, placement: settings.placement,
                                              split: settings.newSplit, in: area))
            else { return }   // keep the tree as it is: every window stays tiled
            layout = bigger
        }
        for leaf in layout.leaves {
            if let minSize = clients[leaf]?.minSize, let updated = try? layout.settingMinSize(minSize, of: leaf) {
                layout = updated
            }
        }
        tree = layout
        if claims.count == saved.tree.leafCount { swallowing = nil }
        Log.debug("window \(window) took its saved place (\(claims.count) of \(saved.tree.leafCount))")
    }
}
