import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

export type Receiver = {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  requests: ReceivedRequest[];
  close: () => Promise<void>;
};

/**
 * An HTTP server on 127.0.0.1 that records every request (a stand-in for ntfy or a webhook).
 * `answer` may reply itself (a redirect, an error); otherwise it answers 200.
 */
export async function startReceiver(
  answer?: (request: ReceivedRequest, response: ServerResponse) => boolean,
): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request = {
        method: incoming.method ?? "",
        path: incoming.url ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      if (answer?.(request, response)) return;
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
