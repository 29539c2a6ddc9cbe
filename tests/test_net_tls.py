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
