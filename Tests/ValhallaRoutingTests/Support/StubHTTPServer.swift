import Foundation
import Platform
import TestSupport

/// A local HTTP server (Python's `http.server`) that answers every request badly in a way chosen
/// by the request's path: `/garbage` (200, not JSON), `/status500` (HTTP 500), `/huge` (200 and 4 MB),
/// `/silent` (accepts, reads and never answers), `/drop` (starts an answer and closes the
/// connection), `/hostile` (HTTP 400 whose message holds terminal escapes), `/relayonce` (relays the
/// first request to the real router named when the server was started, then dies — the process
/// exits — while the next one is in flight: a router killed in the middle of a trip).
final class StubHTTPServer {
  private let process = Process()
  /// `http://127.0.0.1:PORT`.
  let url: String

  private static let program = """
    from http import server as http
    from socketserver import ThreadingMixIn
    from threading import Event, Lock
    from urllib import request as client
    import os, sys
    upstream = sys.argv[1] if len(sys.argv) > 1 else ""
    relayed, lock, count = Event(), Lock(), [0]
    class Handler(http.BaseHTTPRequestHandler):
        def log_message(self, *args): pass
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            mode = self.path.split("/")[1]
            if mode == "relayonce":
                with lock:
                    count[0] += 1
                    first = count[0] == 1
                if not first:
                    relayed.wait()
                    os._exit(0)
                answer = client.urlopen(client.Request(upstream + "/route", data=body,
                                        headers={"Content-Type": "application/json"}), timeout=10).read()
                self.send_response(200)
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)
                self.wfile.flush()
                relayed.set()
                return
            if mode == "silent":
                Event().wait()
            if mode == "drop":
                self.wfile.write(b"HTTP/1.1 200 OK\\r\\nContent-Length: 1000\\r\\n\\r\\n{\\"trip\\"")
                self.wfile.flush()
                self.connection.close()
                return
            status, body = {
                "garbage": (200, b"<html>not a route</html>"),
                "status500": (500, b"internal error"),
                "huge": (200, b"[" + b"0," * (2 << 20) + b"0]"),
                "hostile": (400, b'{"error_code": 999, "error": "\\\\u001b[2J\\\\u001b[31mowned"}'),
            }[mode]
            self.send_response(status)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
    class Server(ThreadingMixIn, http.HTTPServer):
        daemon_threads = True
    server = Server(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """

  /// Starts the server and waits until it listens; `/relayonce` relays to `upstream`.
  init(upstream: String = "") throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.program, upstream]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw ToolFailure(message: "the stub server did not start") }
      line.append(chunk)
    }
    let port = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    url = "http://127.0.0.1:\(port)"
  }

  deinit {
    // SIGKILL: the test process's blocked SIGTERM is inherited by the server.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
