"""Times ordinary requests to `cellar serve` (the sample shop) while slow and oversized ones are
in flight: 10 connections sending a header a byte every 50 ms, 10 sending 256 KB or 1 MB headers
again and again; prints the ordinary requests' median, 95th percentile and slowest answer, and
the CPU the server spent over the same span.
    python3 scripts/bench/bench_serve_limits.py path/to/cellar [ROUNDS]    (default 100 ordinary requests)"""
import os, socket, statistics, subprocess, sys, tempfile, threading, time

cellar, rounds = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 100
with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
work = tempfile.mkdtemp()
server = subprocess.Popen([cellar, "serve", "--port", str(port), "--fixtures", "Fixtures", "--output", work + "/site",
                           "--cache-dir", work + "/cache"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
for line in server.stdout:
    if "http://" in line:
        break
ticks = os.sysconf("SC_CLK_TCK")


def cpu():
    with open(f"/proc/{server.pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / ticks


def get(path, header=b""):
    with socket.create_connection(("127.0.0.1", port), timeout=30) as connection:
        connection.sendall(b"GET " + path + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n" + header + b"\r\n")
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
        return data


stop = threading.Event()


def trickle():
    with socket.create_connection(("127.0.0.1", port)) as connection:
        connection.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        while not stop.wait(0.05):
            try:
                connection.sendall(b"s")
            except OSError:
                return


def oversized(size):
    while not stop.is_set():
        try:
            get(b"/", b"X-Big: " + b"h" * size + b"\r\n")
        except OSError:
            pass


threads = [threading.Thread(target=trickle) for _ in range(10)]
threads += [threading.Thread(target=oversized, args=(256_000 if n % 2 else 1_000_000,)) for n in range(10)]
for thread in threads:
    thread.start()
time.sleep(0.5)
cpu_before, start = cpu(), time.time()
times = []
for _ in range(rounds):
    began = time.perf_counter()
    answer = get(b"/")
    times.append((time.perf_counter() - began) * 1000)
    assert answer.startswith(b"HTTP/1.1 200"), answer[:100]
span = time.time() - start
server_cpu = cpu() - cpu_before
stop.set()
for thread in threads:
    thread.join()
server.terminate()
server.wait()
times.sort()
print(f"{rounds} ordinary GET / beside 10 trickling and 10 oversized (256 KB / 1 MB header) requests: "
      f"median {statistics.median(times):.1f} ms, p95 {times[int(len(times) * 0.95) - 1]:.1f} ms, slowest {times[-1]:.1f} ms; "
      f"server CPU {server_cpu:.2f} s over {span:.2f} s")
