"""TLS for online tables: a server given a certificate speaks wss://, a client checks the
certificate (a home-made one trusted by naming it), and bad files are refused in words."""

from __future__ import annotations

import shutil
import ssl
import subprocess

import pytest

from game.net import tls

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command")


@pytest.fixture(scope="module")
def cert(tmp_path_factory):
    """A home-made certificate for 127.0.0.1, as a player would make one with openssl."""
    folder = tmp_path_factory.mktemp("tls")
    certfile, keyfile = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(keyfile),
                    "-out", str(certfile), "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True, timeout=60)
    return certfile, keyfile


def test_a_server_context_from_a_certificate_and_its_key(cert):
    context = tls.server_context(*map(str, cert))
    assert context.minimum_version >= ssl.TLSVersion.TLSv1_2


def test_bad_certificate_files_are_refused_in_words(cert, tmp_path):
    certfile, keyfile = map(str, cert)
    with pytest.raises(tls.TlsError, match="no such certificate or key file"):
        tls.server_context(str(tmp_path / "missing.pem"), keyfile)
    junk = tmp_path / "junk.pem"
    junk.write_text("not a certificate")
    with pytest.raises(tls.TlsError, match="do not make a TLS identity"):
        tls.server_context(str(junk), keyfile)
    with pytest.raises(tls.TlsError, match="do not make a TLS identity"):
        tls.server_context(certfile, certfile)  # the certificate where its key should be


def test_a_client_checks_certificates_on_wss_only(cert, tmp_path, monkeypatch):
    certfile = str(cert[0])
    monkeypatch.delenv(tls.CA_VARIABLE, raising=False)
    assert tls.client_context("ws://127.0.0.1:7341") is None and not tls.secured("ws://127.0.0.1:7341")
    system = tls.client_context("wss://127.0.0.1:7341")
    assert system.verify_mode == ssl.CERT_REQUIRED and system.check_hostname
    monkeypatch.setenv(tls.CA_VARIABLE, certfile)
    named = tls.client_context("wss://127.0.0.1:7341")
    assert named.verify_mode == ssl.CERT_REQUIRED and named.get_ca_certs()  # the named one is trusted
    with pytest.raises(tls.TlsError, match="cannot be read"):
        tls.client_context("wss://127.0.0.1:7341", cafile=str(tmp_path / "missing.pem"))


# --- over the wire: a secured table on 127.0.0.1 ---------------------------------------------
def test_a_secured_table_is_played_over_wss_with_a_trusted_certificate(cert, tmp_path, monkeypatch):
    from test_net_client import SEATS, ServerThread, wait_for

    from game.net.client import RemoteTable, invite, parse_invite

    server = ServerThread(tmp_path / "server", ssl_context=tls.server_context(*map(str, cert)))
    made = []
    try:
        assert server.url.startswith("wss://127.0.0.1:")
        monkeypatch.setenv(tls.CA_VARIABLE, str(cert[0]))
        ann = RemoteTable.host(server.url, "mall", {}, SEATS, "Ann")
        made.append(ann)
        wait_for(lambda: ann.latest is not None, [ann], "the secured table")
        text = invite("127.0.0.1", server.port, ann.code, secured=True)
        assert text.startswith("wss://127.0.0.1:")  # the invitation says the table is secured
        url, code = parse_invite(text)
        bea = RemoteTable.join(url, code, 1, "Bea")
        made.append(bea)
        wait_for(lambda: bea.latest is not None and bea.status == "connected", [ann, bea], "Bea over wss")
        assert bea.latest["seat"] == 1 and "view" in bea.latest
    finally:
        for c in made:
            c.close()
        server.stop()


def test_an_untrusted_certificate_or_a_plain_client_is_told_in_words(cert, tmp_path, monkeypatch):
    from test_net_client import SEATS, ServerThread, wait_for

    from game.net.client import RemoteTable

    server = ServerThread(tmp_path / "server", ssl_context=tls.server_context(*map(str, cert)))
    made = []
    try:
        monkeypatch.delenv(tls.CA_VARIABLE, raising=False)
        stranger = RemoteTable.host(server.url, "mall", {}, SEATS, "Ann")  # home-made certificate, not named
        plain = RemoteTable.host(server.url.replace("wss://", "ws://"), "mall", {}, SEATS, "Ann")
        made += [stranger, plain]
        wait_for(lambda: stranger.status == "closed" and plain.status == "closed", made, "both refused", 60)
        assert "certificate is not trusted" in stranger.error and tls.CA_VARIABLE in stranger.error
        assert plain.error.startswith("could not reach ws://127.0.0.1:") and "wss://" in plain.error
        assert not server.srv.tables  # neither made a table
    finally:
        for c in made:
            c.close()
        server.stop()


def test_serve_refuses_bad_certificate_files_in_one_line(tmp_path, cert):
    import sys

    run = [sys.executable, "-m", "game", "serve", "--port", "0", "--data", str(tmp_path / "d")]
    missing = subprocess.run(run + ["--certfile", str(tmp_path / "none.pem")], capture_output=True, text=True,
                             timeout=60)
    assert missing.returncode == 2 and "no such certificate or key file" in missing.stderr
    lone_key = subprocess.run(run + ["--keyfile", str(cert[1])], capture_output=True, text=True, timeout=60)
    assert lone_key.returncode == 2 and "--keyfile goes with --certfile" in lone_key.stderr
