import Foundation
import Platform

/// A local HTTP server (Python's `http.server`) that answers every request badly in a way chosen
/// by the first part of the request's path, so a router URL such as `http://127.0.0.1:PORT/garbage`
/// names the fault (the client posts to `<router>/route`):
///
/// - `/garbage`: 200 and a body that is not JSON, starting with terminal escapes;
/// - `/status500`: HTTP 500 whose body holds terminal escapes;
/// - `/nopath`: Valhalla's own "no road" answer for a leg across the sea, as recorded
///   (``noRoadAnswer``);
/// - `/nopathhostile`: the same answer with code 442 and terminal escapes in its message;
/// - `/huge`: 200 and 9 MB (over the client's 8 MB cap), starting with terminal escapes;
/// - `/silent`: accepts, reads and never answers;
/// - `/drop`: starts an answer and closes the connection;
/// - `/hostile`: HTTP 400 whose message holds terminal escapes;
/// - `/relayonce`: relays the first request to the real router named when the server was started,
///   then dies — the process exits — while the next one is in flight: a router killed in the
///   middle of a trip;
/// - `/answeronce`: the same without a real router: the first request gets a made-up route (a
///   straight two-point road a leg, 1 km and 60 s), then the server dies while the next one is
///   in flight;
/// - `/keepalive`: the made-up route over HTTP/1.1, the connection kept open for the next request
///   (as Valhalla keeps it);
/// - `/closeidle`: the made-up route, the answer saying nothing of closing, and then the connection
///   closed (as a server that drops idle connections does);
/// - `/connections`: HTTP 400 whose message is how many connections the server has accepted
///   (`"3 connections"`), this one included.
public final class StubHTTPServer {
  private let process = Process()
  /// `http://127.0.0.1:PORT`.
  public let url: String

  /// The real Valhalla 3.9.1 test server's answer (`scripts/valhalla-test-server`) to a leg from
  /// central Helsinki to Tallinn, across the Gulf of Finland: HTTP 400 with this body.
  /// `ValhallaFaultTests` checks that the real server still answers exactly this.
  public static let noRoadAnswer =
    #"{"error_code":171,"error":"No suitable edges near location","status_code":400,"status":"Bad Request"}"#

  private static let program = """
    from http import server as http
    from socketserver import ThreadingMixIn
    from threading import Event, Lock
    from urllib import request as client
    from json import dumps, loads
    import os, sys
    upstream, no_road = sys.argv[1], sys.argv[2].encode()
    relayed, lock, count, connections = Event(), Lock(), [0], [0]
    escapes = b"\\x1b[2J\\x1b]0;owned\\x07\\x1b[31m"
    def polyline(points):
        out, last = "", (0, 0)
        for point in points:
            now = (round(point[0] * 1e6), round(point[1] * 1e6))
            for delta in (now[0] - last[0], now[1] - last[1]):
                value = ~(delta << 1) if delta < 0 else delta << 1
                while value >= 0x20:
                    out += chr((0x20 | (value & 0x1F)) + 63)
                    value >>= 5
                out += chr(value + 63)
            last = now
        return out
    def made_up_route(body):
        stops = [(l["lat"], l["lon"]) for l in loads(body)["locations"]]
        legs = [{"summary": {"length": 1.0, "time": 60.0}, "shape": polyline([a, b])}
                for a, b in zip(stops, stops[1:])]
        return dumps({"trip": {"legs": legs}}).encode()
    class Handler(http.BaseHTTPRequestHandler):
        def log_message(self, *args): pass
        def setup(self):
            super().setup()
            with lock:
                connections[0] += 1
        def answer(self, status, body):
            self.send_response(status)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            mode = self.path.split("/")[1]
            if mode in ("relayonce", "answeronce"):
                with lock:
                    count[0] += 1
                    first = count[0] == 1
                if not first:
                    relayed.wait()
                    os._exit(0)
                if mode == "relayonce":
                    answer = client.urlopen(client.Request(upstream + "/route", data=body,
                                            headers={"Content-Type": "application/json"}), timeout=10).read()
                else:
                    answer = made_up_route(body)
                self.answer(200, answer)
                relayed.set()
                return
            if mode in ("keepalive", "closeidle", "connections"):
                self.protocol_version = "HTTP/1.1"
                if mode == "connections":
                    with lock:
                        seen = connections[0]
                    self.answer(400, dumps({"error_code": 999, "error": "%d connections" % seen}).encode())
                else:
                    self.answer(200, made_up_route(body))
                self.close_connection = mode == "closeidle"
                return
            if mode == "silent":
                Event().wait()
            if mode == "drop":
                self.wfile.write(b"HTTP/1.1 200 OK\\r\\nContent-Length: 1000\\r\\n\\r\\n{\\"trip\\"")
                self.wfile.flush()
                self.connection.close()
                return
            hostile_no_road = dumps({"error_code": 442, "status_code": 400, "status": "Bad Request",
                                          "error": "No path could be found for input" + escapes.decode()})
            status, body = {
                "garbage": (200, escapes + b"<html>not a route</html>"),
                "status500": (500, b"internal error" + escapes),
                "nopath": (400, no_road),
                "nopathhostile": (400, hostile_no_road.encode()),
                "huge": (200, escapes + b"[" + b"0," * (9 << 19) + b"0]"),
                "hostile": (400, b'{"error_code": 999, "error": "\\\\u001b[2J\\\\u001b[31mowned"}'),
            }[mode]
            self.answer(status, body)
    class Server(ThreadingMixIn, http.HTTPServer):
        daemon_threads = True
    server = Server(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """

  /// Starts the server and waits until it listens; `/relayonce` relays to `upstream`.
  public init(upstream: String = "") throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.program, upstream, Self.noRoadAnswer]
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
