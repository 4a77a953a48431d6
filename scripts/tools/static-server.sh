# Sourced by the browser scripts (after scripts/setup/browser-venv.sh, which sets `venv`): serves a
# folder with Python's http.server on a free port of 127.0.0.1.
#   serve_folder DIR   starts it, sets `server_pid` and `server_url` (http://127.0.0.1:PORT/)
#                      and returns once it answers
#   stop_server        stops it (a no-op when none runs); call it from the script's EXIT trap
server_pid=""
server_url=""

serve_folder() {
    local port
    port="$("$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
    "$venv/bin/python" -m http.server "$port" --bind 127.0.0.1 --directory "$1" >/dev/null 2>&1 &
    server_pid=$!
    server_url="http://127.0.0.1:$port/"
    for _ in $(seq 1 50); do
        if "$venv/bin/python" -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=1)' "$server_url" >/dev/null 2>&1; then return 0; fi
        sleep 0.1
    done
}

stop_server() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    server_pid=""
}
