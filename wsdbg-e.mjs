import http from "node:http";
import net from "node:net";
import { homeboxEventsBridge } from "./lib/events/homebox-ws-bridge.mjs";
const server = http.createServer((q, r) => { r.writeHead(401, {"content-type":"application/json"}); r.end('{"error":"no"}'); });
const b = homeboxEventsBridge({ host: "127.0.0.1", port: 7823, log: console.log });
server.on("upgrade", (q, s, h) => { console.log("upgrade", q.url); b.handleUpgrade(q, s, h); });
server.listen(7823, "127.0.0.1", async () => {
  for (let i = 0; i < 3; i++) {
    await new Promise((res) => {
      const s = net.connect(7823, "127.0.0.1", () => s.write("GET /api/v1/ws/events HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"));
      s.on("data", (d) => console.log(i, JSON.stringify(String(d)).slice(0, 60)));
      s.on("close", () => { console.log(i, "closed"); res(); });
    });
  }
  server.close(); process.exit(0);
});
