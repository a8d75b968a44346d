import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./env";

describe("parseConfig", () => {
  it("needs no configuration at all", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 7745,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: `file:${path.resolve("./data/cairn.db")}`,
      publicUrl: undefined,
      trustProxy: false,
      allowRegistration: true,
      maxUploadBytes: 10 * 1024 * 1024,
      passwordResetTtlMs: 60 * 60_000,
    });
  });

  it("reads every documented variable", () => {
    const config = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/cairn",
      DATABASE_URL: "postgresql://u:p@db/cairn",
      PUBLIC_URL: "https://inventory.example.com/",
      TRUST_PROXY: "true",
      ALLOW_REGISTRATION: "false",
      MAX_UPLOAD_MB: "25",
      PASSWORD_RESET_MINUTES: "15",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/srv/cairn",
      databaseUrl: "postgresql://u:p@db/cairn",
      publicUrl: "https://inventory.example.com",
      trustProxy: true,
      allowRegistration: false,
      maxUploadBytes: 25 * 1024 * 1024,
      passwordResetTtlMs: 15 * 60_000,
    });
  });

  it("puts the SQLite file in DATA_DIR when DATABASE_URL is unset", () => {
    expect(parseConfig({ DATA_DIR: "/var/lib/cairn" }).databaseUrl).toBe("file:/var/lib/cairn/cairn.db");
  });

  it("refuses nonsense with a message naming the variable", () => {
    expect(() => parseConfig({ PORT: "seventy" })).toThrow(/PORT/);
    expect(() => parseConfig({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });
});
