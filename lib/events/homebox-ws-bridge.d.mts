import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

export type HomeboxEventsBridge = {
  matches(requestUrl: string | undefined): boolean;
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
};

export declare function homeboxEventsBridge(options: {
  host: string;
  port: number;
  publicUrl?: string;
  log: (msg: string, extra?: object) => void;
}): HomeboxEventsBridge;
