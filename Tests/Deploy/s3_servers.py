"""The servers the deploy tests talk to, all on 127.0.0.1: moto's S3 API server with request
signatures checked (as AWS does: an unknown key or a wrong signature is refused), and a proxy
in front of it that answers some requests with failures, as a flaky network or server would."""
import http.client
import http.server
import json
import os
import socket
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
    the IAM user whose keys the tests deploy with); every request after that is authenticated."""

    def __init__(self, moto_server):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, INITIAL_NO_AUTH_ACTION_COUNT="3")
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
    to answer with S3's InternalError at that status, or (status, body) to answer with.
    `attempt` counts the requests for that method and path, from 1."""

    def __init__(self, target_port, fault):
        self.fault = fault
        self.attempts = {}
        self.faults_answered = 0
        self.lock = threading.Lock()
        proxy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

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
                if isinstance(answer, tuple):
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
