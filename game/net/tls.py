"""TLS for tables played over the internet: `serve --certfile --keyfile` makes the server
speak wss://, and a client given a wss:// address checks the server's certificate.

A certificate from a public authority (Let's Encrypt and the like) is checked against the
system's trusted roots with nothing more to do. A home-made one (`openssl req -x509 ...`)
is trusted by naming it: the UNTILTHETHAW_CA environment variable (or `cafile`) points to
the certificate file. Nothing here turns checking off: a table said to be secured is.
"""

from __future__ import annotations

import os
import ssl

CA_VARIABLE = "UNTILTHETHAW_CA"


class TlsError(ValueError):
    """A certificate or key that cannot be used; str(e) says which and why."""


def server_context(certfile: str, keyfile: str | None = None) -> ssl.SSLContext:
    """The server's side: its certificate chain and private key (TlsError in words)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(certfile, keyfile)
    except FileNotFoundError as e:
        raise TlsError(f"no such certificate or key file: {e.filename}") from None
    except (ssl.SSLError, OSError) as e:
        raise TlsError(f"the certificate {certfile} and key {keyfile or certfile} do not make a TLS "
                       f"identity: {e.strerror or e}") from None
    return context


def client_context(url: str, cafile: str | None = None) -> ssl.SSLContext | None:
    """What a client connects with: None for ws:// (plain); for wss:// a context that checks
    the certificate, against `cafile` or UNTILTHETHAW_CA when given, else the system's roots."""
    if not url.startswith("wss://"):
        return None
    cafile = cafile or os.environ.get(CA_VARIABLE) or None
    try:
        return ssl.create_default_context(cafile=cafile)
    except (FileNotFoundError, ssl.SSLError, OSError) as e:
        raise TlsError(f"the trusted certificate {cafile} cannot be read: {e}") from None


def secured(url: str) -> bool:
    return url.startswith("wss://")
