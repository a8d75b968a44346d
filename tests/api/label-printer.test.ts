import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownServer } from "../support/own-server";
import { decodeQr } from "../support/qr-decode";
import type { RunningServer } from "../support/server";
import { api, expectErrorBody, newUser, type TestUser } from "./client";

const fakePrinter = path.resolve(import.meta.dirname, "..", "support", "fake-label-printer.mjs");

describe("label printing without a printer configured", () => {
  it("says labelPrinting: false and refuses ?print=true with 422 naming print", async () => {
    expect((await api("/v1/status")).body.labelPrinting).toBe(false);
    const user = await newUser();
    const item = await api("/v1/entities", { method: "POST", token: user.token, body: { name: "Drill" } });
    const refused = await api(`/v1/labelmaker/item/${item.body.id}?print=true`, { token: user.token });
    expectErrorBody(refused, 422);
    expect(refused.body.fields.print).toMatch(/no label printer/);
    // Without print, the PNG as before.
    const png = await api(`/v1/labelmaker/item/${item.body.id}?print=false`, { token: user.token });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
  });
});

describe("label printing with CAIRN_LABEL_PRINT_COMMAND (a fake printer)", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: RunningServer;
  let out: string;
  let owner: TestUser;
  const call = (route: string, token: string) => api(route, { token, base: server.baseUrl });
  const newItem = async (name: string) =>
    (await api("/v1/entities", { method: "POST", token: owner.token, body: { name }, base: server.baseUrl }))
      .body;
  const jobs = async () => (await readdir(out)).filter((name) => name.endsWith(".json")).sort();

  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), "cairn-printer-"));
    cleanups.push(() => rm(out, { recursive: true, force: true }));
    ({ server } = await ownServer(
      "label-printer",
      {
        CAIRN_LABEL_PRINT_COMMAND: `${process.execPath} ${fakePrinter} ${out} {{.FileName}}`,
        CAIRN_LABEL_PRINT_TIMEOUT_SECONDS: "2",
      },
      cleanups,
    ));
    owner = await newUser({ base: server.baseUrl });
  }, 300_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("says labelPrinting: true in the status, as HomeBox does", async () => {
    expect((await api("/v1/status", { base: server.baseUrl })).body.labelPrinting).toBe(true);
  });

  it("hands the label PNG to the command as a file argument and answers Printed!", async () => {
    // Shell syntax in the name must reach neither a shell nor the command line.
    const item = await newItem("Drill $(touch /tmp/pwned) `id`; rm -rf ~ | cat");
    const before = (await jobs()).length;
    const printed = await call(`/v1/labelmaker/item/${item.id}?print=true`, owner.token);
    expect(printed.status).toBe(200);
    expect(printed.text).toBe("Printed!");
    expect(printed.headers.get("content-type")).toMatch(/^text\/plain/);
    const names = await jobs();
    expect(names).toHaveLength(before + 1);
    const job = JSON.parse(await readFile(path.join(out, names.at(-1)!), "utf8"));
    expect(job.argv).toHaveLength(2);
    expect(job.argv[0]).toBe(out);
    const file: string = job.argv[1];
    expect(path.isAbsolute(file)).toBe(true);
    expect(file.endsWith(".png")).toBe(true);
    expect(file).not.toMatch(/Drill|touch|rm/);
    // The server removes its temporary file once the command is done.
    expect(existsSync(file)).toBe(false);
    const copy = await readFile(path.join(out, names.at(-1)!.replace(".json", ".png")));
    expect(await decodeQr(copy)).toBe(`${server.baseUrl}/entities/${item.id}`);
  });

  it("prints by asset id and for any member; another group's entity is a 404 and prints nothing", async () => {
    const item = await newItem("Ladder");
    const invitation = await api("/v1/groups/invitations", {
      method: "POST",
      token: owner.token,
      body: { uses: 1 },
      base: server.baseUrl,
    });
    const member = await newUser({ invitationToken: invitation.body.token, base: server.baseUrl });
    const before = (await jobs()).length;
    expect((await call(`/v1/labelmaker/asset/${item.assetId}?print=1`, member.token)).text).toBe("Printed!");
    const stranger = await newUser({ base: server.baseUrl });
    expectErrorBody(await call(`/v1/labelmaker/location/${item.id}?print=true`, stranger.token), 404);
    expect((await jobs()).length).toBe(before + 1);
  });

  it("does not print the same label twice within seconds (429, Retry-After)", async () => {
    const item = await newItem("Saw");
    expect((await call(`/v1/labelmaker/entity/${item.id}?print=true`, owner.token)).status).toBe(200);
    const again = await call(`/v1/labelmaker/entity/${item.id}?print=true`, owner.token);
    expectErrorBody(again, 429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("reports a failing or hanging command as 502 JSON", async () => {
    await writeFile(path.join(out, "fail"), "");
    try {
      const failed = await call(
        `/v1/labelmaker/item/${(await newItem("Hammer")).id}?print=true`,
        owner.token,
      );
      expectErrorBody(failed, 502);
      expect(failed.body.error).toMatch(/exited with 3/);
    } finally {
      await rm(path.join(out, "fail"));
    }
    await writeFile(path.join(out, "hang"), "");
    try {
      const hung = await call(`/v1/labelmaker/item/${(await newItem("Level")).id}?print=true`, owner.token);
      expectErrorBody(hung, 502);
      expect(hung.body.error).toMatch(/did not finish within 2 s/);
    } finally {
      await rm(path.join(out, "hang"));
    }
  }, 30_000);
});
