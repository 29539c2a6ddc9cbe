"""Online tables: a game held by the server (table.py), its actions kept
durably (store.py), and the network around them (protocol.py, server.py); the window's
side talks to a server from a thread (client.py) and keeps its seats' tokens (seats_kept.py).

No pygame here: the server runs headless. Only the server ever holds the engine, the
seed and every seat's secrets; a client gets its own seat's `Table.update_for`.
"""
