"""The servers the deploy tests talk to, all on 127.0.0.1: moto's S3 API server with request
signatures checked (as AWS does: an unknown key or a wrong signature is refused), and a proxy
in front of it that answers some requests with failures, as a flaky network or server would."""
import http.client
import http.server
import json
import os
import re
import socket
import struct
import subprocess
import threading
import time

import boto3


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class MotoServer:
    """`moto_server` on a free loopback port. Its first three requests go unchecked (they make
    the IAM user whose keys the tests deploy with); every request after that is authenticated.
    `page_size` is the number of keys on a listing page (S3's 1,000 unless said)."""

    def __init__(self, moto_server, page_size=1000):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, INITIAL_NO_AUTH_ACTION_COUNT="3", MOTO_S3_DEFAULT_MAX_KEYS=str(page_size))
        self.process = subprocess.Popen(
            [moto_server, "-H", "127.0.0.1", "-p", str(self.port)],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                if time.time() > deadline or self.process.poll() is not None:
                    self.stop()
                    raise RuntimeError("moto_server did not start")
                time.sleep(0.1)
        admin = dict(endpoint_url=self.url, region_name="us-east-1",
                     aws_access_key_id="bootstrap", aws_secret_access_key="bootstrap")
        iam = boto3.client("iam", **admin)
        iam.create_user(UserName="deployer")
        key = iam.create_access_key(UserName="deployer")["AccessKey"]
        iam.put_user_policy(UserName="deployer", PolicyName="everything", PolicyDocument=json.dumps(
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "*", "Resource": "*"}]}))
        self.access_key_id = key["AccessKeyId"]
        self.secret_access_key = key["SecretAccessKey"]
        self.s3 = boto3.client("s3", endpoint_url=self.url, region_name="us-east-1",
                               aws_access_key_id=self.access_key_id, aws_secret_access_key=self.secret_access_key)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


class FaultProxy:
    """Forwards every request to `target` as it came (the Host header too, which the signature
    covers), but answers as `fault(method, path, attempt)` says: None to forward, an HTTP status
    to answer with S3's InternalError at that status, (status, body) to answer with, or a
    function to forward and answer with the function of the server's body (a listing cut or
    altered on the wire, inside a well-formed HTTP answer of the new length).
    `attempt` counts the requests for that method and path, from 1. Loopback only; a
    connection idle for 60 s is closed."""

    def __init__(self, target_port, fault):
        self.fault = fault
        self.attempts = {}
        self.faults_answered = 0
        self.lock = threading.Lock()
        proxy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            timeout = 60

            def log_message(self, *args):
                pass

            def handle_any(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                with proxy.lock:
                    key = (self.command, self.path)
                    proxy.attempts[key] = proxy.attempts.get(key, 0) + 1
                    answer = proxy.fault(self.command, self.path, proxy.attempts[key])
                    if answer is not None:
                        proxy.faults_answered += 1
                rewrite = answer if callable(answer) else None
                if rewrite is not None:
                    answer = None
                elif isinstance(answer, tuple):
                    status, payload = answer
                elif answer is not None:
                    status, payload = answer, (b"<?xml version=\"1.0\"?><Error><Code>InternalError</Code>"
                                               b"<Message>We encountered an internal error. Please try again.</Message></Error>")
                if answer is not None:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/xml")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                    return
                connection = http.client.HTTPConnection("127.0.0.1", target_port, timeout=60)
                headers = {name: value for name, value in self.headers.items() if name.lower() not in ("connection", "expect")}
                connection.request(self.command, self.path, body=body, headers=headers)
                response = connection.getresponse()
                data = response.read()
                if rewrite is not None:
                    data = rewrite(data)
                self.send_response(response.status)
                for name, value in response.getheaders():
                    if name.lower() not in ("transfer-encoding", "connection", "content-length", "server", "date"):
                        self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                connection.close()

            do_GET = do_PUT = do_POST = do_DELETE = do_HEAD = handle_any

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class NetworkFaultProxy:
    """A TCP proxy in front of `target_port` that breaks connections as a failing network does.
    It reads each HTTP request's head and body and asks `fault(method, path, attempt)`: None
    forwards the request (the answer comes back byte for byte); "drop" forwards the head and
    half the body, then resets both connections; "stall" takes the head and half the body and
    then neither reads, forwards nor answers, holding the connection open until the proxy
    stops; "trickle" takes the whole request and answers with a head, then a byte of its body
    every half second: a transfer that never quite stops (so an idle timeout never fires)
    and never ends; a
    threading.Event waits for it to be set, then forwards; a number of seconds waits that long,
    then forwards. `attempt` counts the requests for that method and path, from 1."""

    def __init__(self, target_port, fault):
        self.target_port = target_port
        self.fault = fault
        self.attempts = {}
        self.faults = {"drop": 0, "stall": 0, "trickle": 0}
        self.lock = threading.Lock()
        self.stopped = threading.Event()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        threading.Thread(target=self._accept, daemon=True).start()

    def stop(self):
        self.stopped.set()
        self.listener.close()

    def _accept(self):
        while not self.stopped.is_set():
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client):
        upstream = socket.create_connection(("127.0.0.1", self.target_port))
        threading.Thread(target=self._pipe, args=(upstream, client), daemon=True).start()
        buffer = b""
        try:
            while True:
                while b"\r\n\r\n" not in buffer:
                    chunk = client.recv(65536)
                    if not chunk:
                        return
                    buffer += chunk
                head, buffer = buffer.split(b"\r\n\r\n", 1)
                head += b"\r\n\r\n"
                request_line, *header_lines = head.decode("latin-1").split("\r\n")
                method, path, _ = request_line.split(" ", 2)
                length = next((int(line.split(":", 1)[1]) for line in header_lines
                               if line.lower().startswith("content-length:")), 0)
                with self.lock:
                    attempt = self.attempts[(method, path)] = self.attempts.get((method, path), 0) + 1
                    action = self.fault(method, path, attempt)
                    if action in self.faults:
                        self.faults[action] += 1
                if action == "trickle":
                    while len(buffer) < length:
                        chunk = client.recv(65536)
                        if not chunk:
                            return
                        buffer += chunk
                    client.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Length: 100000\r\n\r\n")
                    while not self.stopped.wait(0.5):
                        client.sendall(b" ")
                    return
                if action in ("drop", "stall"):
                    while len(buffer) < length // 2:
                        chunk = client.recv(65536)
                        if not chunk:
                            return
                        buffer += chunk
                    if action == "stall":
                        self.stopped.wait()
                        return
                    upstream.sendall(head + buffer[:length // 2])
                    for connection in (client, upstream):
                        connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    return
                if isinstance(action, threading.Event):
                    action.wait()
                elif isinstance(action, (int, float)):
                    self.stopped.wait(action)
                upstream.sendall(head)
                sent = min(len(buffer), length)
                upstream.sendall(buffer[:sent])
                buffer = buffer[sent:]
                while sent < length:
                    chunk = client.recv(min(65536, length - sent))
                    if not chunk:
                        return
                    upstream.sendall(chunk)
                    sent += len(chunk)
        except OSError:
            pass
        finally:
            client.close()
            upstream.close()

    @staticmethod
    def _pipe(source, destination):
        try:
            while True:
                chunk = source.recv(65536)
                if not chunk:
                    break
                destination.sendall(chunk)
        except OSError:
            pass
        try:
            destination.shutdown(socket.SHUT_WR)
        except OSError:
            pass


def listing_fault(page, change, attempts=None):
    """A fault for FaultProxy: the listing's page `page` (1: the one without a continuation
    token; 2: the first token asked for …) answered with `change(body)`, on every attempt or on
    the `attempts` given."""
    tokens, seen = [], {}

    def fault(method, path, attempt):
        if method != "GET" or "list-type=2" not in path:
            return None
        token = re.search(r"continuation-token=([^&]+)", path)
        if token and token.group(1) not in tokens:
            tokens.append(token.group(1))
        number = tokens.index(token.group(1)) + 2 if token else 1
        seen[number] = seen.get(number, 0) + 1
        if number == page and (attempts is None or seen[number] in attempts):
            return change
        return None
    return fault
