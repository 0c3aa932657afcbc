#!/usr/bin/python3
# A client of i3's IPC written with the i3ipc library (Debian's python3-i3ipc), as users' scripts
# are: it finds the socket as i3ipc does (`i3 --get-socketpath` when $I3SOCK is unset) and prints
# what it read as one JSON line per answer or event, for Tests/SplitWMTests/I3IpcPythonTests.swift.
#   query   the tree, workspaces, outputs, marks, version, and two commands' results
#   listen  window, workspace, mode, binding and shutdown events until killed or the socket
#           closes; "ready" once subscribed
#   ticks   i3ipc.aio, 20 times on fresh connections: SUBSCRIBE to ticks on the event connection,
#           then at once SEND_TICK on the command connection, as i3ipc-python's own tests do;
#           the ticks each one heard ([first, payload]), or "missed" after 5 s
import asyncio
import json
import sys
import time

import i3ipc


def query(i3):
    tree = i3.get_tree()
    focused = tree.find_focused()
    print(json.dumps({
        "leaves": [leaf.window for leaf in tree.leaves()],
        "rects": {str(leaf.window): [leaf.rect.x, leaf.rect.y, leaf.rect.width, leaf.rect.height] for leaf in tree.leaves()},
        "tree_workspaces": [w.name for w in tree.workspaces()],
        "scratchpad": tree.scratchpad().name if tree.scratchpad() else None,
        "focused": focused.window if focused else None,
        "focused_workspace": focused.workspace().name if focused and focused.workspace() else None,
        "workspaces": [[w.name, w.focused, w.output] for w in i3.get_workspaces()],
        "outputs": [o.name for o in i3.get_outputs() if o.active],
        "marks": i3.get_marks(),
        "version": i3.get_version().human_readable,
        "commands": [r.success for r in i3.command("workspace number 2; workspace number 1")],
        "refused": [r.error for r in i3.command("frobnicate")],
    }), flush=True)


def listen(i3):
    def say(**fields):
        fields["t"] = time.time()
        print(json.dumps(fields), flush=True)

    def on_window(_, e):
        say(event="window", change=e.change, window=e.container.window, name=e.container.name,
            focused=e.container.focused)

    def on_workspace(_, e):
        say(event="workspace", change=e.change, current=e.current.name if e.current else None)

    def on_mode(_, e):
        say(event="mode", change=e.change)

    def on_binding(_, e):
        say(event="binding", change=e.change, command=e.binding.command, symbol=e.binding.symbol,
            mods=e.binding.event_state_mask, mode=e.ipc_data.get("mode"))

    def on_shutdown(_, e):
        say(event="shutdown", change=e.change)

    def on_tick(_, e):
        if e.first:
            say(event="ready")

    i3.on(i3ipc.Event.WINDOW, on_window)
    i3.on(i3ipc.Event.WORKSPACE, on_workspace)
    i3.on(i3ipc.Event.MODE, on_mode)
    i3.on(i3ipc.Event.BINDING, on_binding)
    i3.on(i3ipc.Event.SHUTDOWN, on_shutdown)
    # Last: its first event says every subscription before it is in place.
    i3.on(i3ipc.Event.TICK, on_tick)
    i3.main()


async def ticks():
    from i3ipc.aio import Connection
    heard = []
    for n in range(20):
        i3 = await Connection().connect()
        got = asyncio.Queue()
        i3.on(i3ipc.Event.TICK, lambda _, e, got=got: got.put_nowait([e.first, e.payload]))
        await i3.subscribe([i3ipc.Event.TICK])   # sent; its reply is not waited for
        await i3.send_tick("tick %d" % n)
        try:
            heard.append([await asyncio.wait_for(got.get(), 5) for _ in range(2)])
        except asyncio.TimeoutError:
            heard.append("missed")
    print(json.dumps({"ticks": heard}), flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "ticks":
        asyncio.run(ticks())
    else:
        connection = i3ipc.Connection()
        {"query": query, "listen": listen}[sys.argv[1]](connection)
