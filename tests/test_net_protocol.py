"""The protocol's one gate: every client message shape is accepted, anything else is
refused in words, and what the constructors make passes the gate unchanged."""

import json

import pytest

from game.net import protocol as p


def test_every_client_constructor_passes_parse_unchanged():
    msgs = [p.hello(), p.host("mall", [{"kind": "person", "name": "A"}], {"x": 1}, "A"), p.join("ABCD-EFGH", 1, "B"),
            p.join("ABCDEFGH", None), p.resume("tok"), p.act("pass", 3), p.ping(),
            p.host("mall", [{"kind": "person"}], lobby=True), p.sit(2, "Bea"), p.ready(True), p.ready(False),
            p.seat(1, "ai", "hard"), p.seat(1, "person"), p.seat(1, "ai", "easy", "Chen"), p.start(), p.undo(4), p.stand(),
            p.host("mall", [{"kind": "ai", "level": "easy"}, {"kind": "person"}], seat=1)]
    assert {m["type"] for m in msgs} == set(p.CLIENT_TYPES)
    for m in msgs:
        assert p.parse(p.dump(m)) == m


@pytest.mark.parametrize("text, words", [
    ("not json", "not JSON"),
    ("[1, 2]", "not a JSON object"),
    ('"act"', "not a JSON object"),
    ("{}", 'no "type"'),
    ('{"type": 5}', 'no "type"'),
    ('{"type": "shout"}', "unknown message type 'shout'"),
    ('{"type": "act", "counter": 1}', "missing field 'action'"),
    ('{"type": "act", "action": 5, "counter": 1}', "'action' must be text"),
    ('{"type": "act", "action": "x", "counter": "1"}', "'counter' must be a whole number"),
    ('{"type": "act", "action": "x", "counter": true}', "'counter' must be a whole number"),
    ('{"type": "act", "action": "x", "counter": 1.5}', "'counter' must be a whole number"),
    ('{"type": "act", "action": "x", "counter": 1, "seat": 2}', "unknown field(s) 'seat'"),
    ('{"type": "join", "code": "ABCD", "seat": "0"}', "'seat' must be a whole number or null"),
    ('{"type": "host", "game": "mall", "seats": {}}', "'seats' must be a list"),
    ('{"type": "hello", "protocol": 99}', "speaks protocol 1, not 99"),
    ('{"type": "join", "code": "A", "name": "' + "n" * 41 + '"}', "name longer than 40"),
    (b'{"type": "ping"}', "binary"),
    ('{"type": "ready", "ready": 1}', "'ready' must be true or false"),
    ('{"type": "ready"}', "missing field 'ready'"),
    ('{"type": "host", "game": "mall", "seats": [], "lobby": "yes"}', "'lobby' must be true or false"),
    ('{"type": "sit", "seat": null}', "'seat' must be a whole number"),
    ('{"type": "seat", "seat": 1, "kind": "ai", "level": 3}', "'level' must be text or null"),
    ('{"type": "seat", "seat": 1}', "missing field 'kind'"),
    ('{"type": "start", "now": true}', "unknown field(s) 'now'"),
])
def test_malformed_messages_are_refused_in_words(text, words):
    with pytest.raises(p.ProtocolError) as e:
        p.parse(text)
    assert words in str(e.value)


def test_the_size_cap_counts_bytes_not_characters():
    pad = p.MAX_BYTES - len(p.dump({"type": "resume", "token": ""}))
    assert p.parse(p.dump({"type": "resume", "token": "x" * pad}))
    with pytest.raises(p.ProtocolError, match="too long"):
        p.parse(p.dump({"type": "resume", "token": "x" * (pad + 1)}))
    with pytest.raises(p.ProtocolError, match="too long"):  # 3 bytes each in UTF-8
        p.parse(p.dump({"type": "resume", "token": "가" * (pad // 3 + 1)}))


def test_deep_nesting_is_refused_not_a_crash():
    text = "[" * 4000 + "]" * 4000  # under the cap, deeper than json's recursion
    with pytest.raises(p.ProtocolError, match="not JSON"):
        p.parse(text)


def test_a_host_word_without_lobby_keeps_its_shape_from_before_lobbies():
    assert set(p.host("mall", [{"kind": "person"}])) == {"type", "game", "options", "seats", "name"}
    assert p.host("mall", [{"kind": "person"}], lobby=True)["lobby"] is True


def test_server_messages_are_typed_json():
    for m in (p.welcome(["mall"]), p.hosted("ABCD-EFGH", "t", 0), p.joined("ABCD-EFGH", None, None),
              p.update({"counter": 2}), p.error("no"), p.pong(), p.bye("done")):
        assert json.loads(p.dump(m))["type"] in p.SERVER_TYPES
