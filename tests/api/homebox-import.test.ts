import { execFile } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import yazl from "yazl";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { homeboxHousehold, HOUSEHOLD_PASSWORDS, VALID_INVITATION } from "../support/homebox/household";
import { writeHomeboxPostgres, writeHomeboxSqlite } from "../support/homebox/write-homebox-fixture";
import { ownServer } from "../support/own-server";
import { createScratchDatabase } from "../support/postgres";
import type { RunningServer } from "../support/server";
import { tempDataDir } from "../support/server";
import { webSignIn } from "../support/web-sign-in";
import { querySql } from "../support/sql";
import { api as suiteApi, login as suiteLogin, registerUser, uniqueEmail } from "./client";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..", "..");

type Household = Awaited<ReturnType<typeof homeboxHousehold>>;

describe("moving a whole HomeBox instance in (npm run import:homebox)", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: RunningServer;
  let databaseUrl: string;
  let household: Household;
  let homeboxDir: string;
  let firstRun: any;

  /** Runs the import command against this suite's server's database and files. */
  async function importCommand(args: string[]) {
    try {
      const { stdout } = await run(process.execPath, ["scripts/homebox/import.mjs", ...args, "--json"], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: server.dataDir },
        maxBuffer: 16 * 1024 * 1024,
      });
      return { code: 0, report: JSON.parse(stdout.trim().split("\n").at(-1)!), stderr: "" };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      const last = failed.stdout.trim().split("\n").at(-1);
      return {
        code: failed.code,
        report: last?.startsWith("{") ? JSON.parse(last) : undefined,
        stderr: failed.stderr,
      };
    }
  }

  // This suite's own server: the import writes into its database while it runs.
  const api = (route: string, options: Parameters<typeof suiteApi>[1] = {}) =>
    suiteApi(route, { ...options, base: server.baseUrl });
  const login = (email: string, password: string) => suiteLogin(email, password, server.baseUrl);
  /** The status a sign-in with this password gets (401 for a wrong one). */
  const loginStatus = async (email: string, password: string) =>
    (await api("/v1/users/login", { method: "POST", body: { username: email, password } })).status;
  const asAlice = async () => (await login(household.emails.alice, HOUSEHOLD_PASSWORDS.alice)).token;

  beforeAll(async () => {
    ({ server, databaseUrl } = await ownServer("hbimport", {}, cleanups));
    household = await homeboxHousehold(randomBytes(4).toString("hex"));
    homeboxDir = tempDataDir("homebox-source");
    writeHomeboxSqlite(homeboxDir, household.fixture);
    firstRun = await importCommand(["--from", homeboxDir]);
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("reports counts per record kind, and what it had to leave out", () => {
    expect(firstRun.code).toBe(0);
    const { counts, groups, warnings } = firstRun.report;
    expect(groups.map((group: { imported: boolean }) => group.imported)).toEqual([true, true]);
    expect(counts.users).toEqual({ created: 3, updated: 0, skipped: 0 });
    expect(counts.groups.created).toBe(2);
    expect(counts.memberships.created).toBe(5);
    expect(counts.invitations.created).toBe(1); // the expired and the spent ones stay behind
    expect(counts.entityTypes.created).toBe(6);
    expect(counts.locations.created).toBe(14);
    expect(counts.items.created).toBe(7);
    expect(counts.customFields.created).toBe(4);
    expect(counts.tags.created).toBe(3);
    expect(counts.templates.created).toBe(1);
    expect(counts.maintenance.created).toBe(2);
    expect(counts.attachments).toEqual({ created: 3, updated: 0, skipped: 1 });
    expect(counts.thumbnails.created).toBe(1);
    expect(counts.notifiers.created).toBe(2);
    expect(warnings.join("\n")).toMatch(/lost\.png.*not found/);
    expect(warnings.join("\n")).toMatch(/1 fractional quantity was rounded/);
  });

  it("signs in with HomeBox's argon2id and bcrypt hashes and replaces them with Cairn's", async () => {
    const alice = await login(household.emails.alice, HOUSEHOLD_PASSWORDS.alice);
    expect(alice.token).toBeTruthy();
    expect(await loginStatus(household.emails.bob, "wrong")).toBe(401);
    await login(household.emails.bob, HOUSEHOLD_PASSWORDS.bob);
    const hashes = await querySql<{ email: string; passwordHash: string | null }>(
      databaseUrl,
      'SELECT email, "passwordHash" FROM "User" WHERE email IN (?, ?, ?)',
      'SELECT email, "passwordHash" FROM "User" WHERE email IN ($1, $2, $3)',
      [household.emails.alice, household.emails.bob, household.emails.carol],
    );
    const byEmail = new Map(hashes.map((row) => [row.email, row.passwordHash]));
    expect(byEmail.get(household.emails.alice)).toMatch(/^scrypt\$/);
    expect(byEmail.get(household.emails.bob)).toMatch(/^scrypt\$/);
    expect(byEmail.get(household.emails.carol)).toBeNull();
    // Signing in again works with Cairn's own hash now.
    await login(household.emails.alice, HOUSEHOLD_PASSWORDS.alice);
  });

  it("keeps ids, the tree, asset ids, fields, tags, prices and dates", async () => {
    const token = await asAlice();
    const { ids } = household;
    const drill = (await api(`/v1/entities/${ids.drill}`, { token })).body;
    expect(drill.name).toBe("Bohrmaschine ⚡");
    expect(drill.assetId).toBe("000-001");
    expect(drill.parent.id).toBe(ids.garage);
    expect(drill.entityType.id).toBe(ids.toolType);
    expect(drill.purchasePrice).toBe(129.99);
    expect(drill.purchaseDate).toBe("2024-05-01");
    expect(drill.warrantyExpires).toBe("2027-05-01");
    expect(drill.manufacturer).toBe("Bosch");
    expect(drill.insured).toBe(true);
    expect(drill.tags.map((tag: { id: string }) => tag.id).sort()).toEqual([ids.power, ids.tools].sort());
    expect(
      drill.fields.map((field: any) => [
        field.name,
        field.type,
        field.textValue,
        field.numberValue,
        field.booleanValue,
      ]),
    ).toEqual([
      ["Voltage", "text", "18V", 0, false],
      ["Weight (g)", "number", "", 1600, false],
      ["Cordless", "boolean", "", 0, true],
      ["Calibrated", "time", "", 0, false],
    ]);

    const battery = (await api(`/v1/entities/${ids.battery}`, { token })).body;
    expect(battery.parent.id).toBe(ids.drill); // an item inside an item
    const screws = (await api(`/v1/entities/${ids.screws}`, { token })).body;
    expect(screws.parent ?? null).toBeNull(); // no location
    expect(screws.quantity).toBe(3);
    const bike = (await api(`/v1/entities/${ids.bike}`, { token })).body;
    expect([bike.soldTo, bike.soldPrice, bike.soldDate, bike.lifetimeWarranty]).toEqual([
      "Neighbour",
      80,
      "2025-02-01",
      true,
    ]);
    expect((await api(`/v1/entities/${ids.router}`, { token })).body.archived).toBe(true);

    // The whole chain, twelve deep, with unicode names, and the item at its bottom.
    const path = (await api(`/v1/entities/${ids.capsule}/path`, { token })).body;
    expect(path.map((step: { id: string }) => step.id)).toEqual([...ids.chain, ids.capsule]);
    expect(path[1].name).toBe("Keller 地下室");

    const tags = (await api("/v1/tags", { token })).body;
    const power = tags.find((tag: { id: string }) => tag.id === ids.power);
    expect([power.name, power.color, power.icon, power.parentId ?? power.parent?.id]).toEqual([
      "Power tools ⚡",
      "#ff8800",
      "mdi-flash",
      ids.tools,
    ]);
    const maintenance = (await api(`/v1/entities/${ids.drill}/maintenance`, { token })).body;
    expect(maintenance.map((entry: { name: string }) => entry.name).sort()).toEqual([
      "Clean chuck",
      "Replace brushes",
    ]);
  });

  it("brings attachments with their files, the thumbnail and the primary photo; a missing file is left out", async () => {
    const { token, attachmentToken } = await login(household.emails.alice, HOUSEHOLD_PASSWORDS.alice);
    const { ids } = household;
    const drill = (await api(`/v1/entities/${ids.drill}`, { token })).body;
    const byId = new Map(drill.attachments.map((a: { id: string }) => [a.id, a]));
    expect([...byId.keys()].sort()).toEqual([ids.primaryPhoto, ids.secondPhoto, ids.manual].sort());
    const primary = byId.get(ids.primaryPhoto) as any;
    expect(primary.primary).toBe(true);
    expect(primary.thumbnail?.id).toBe(ids.thumbnail);
    expect((byId.get(ids.secondPhoto) as any).primary).toBe(false);
    expect((byId.get(ids.manual) as any).mimeType).toBe("application/pdf");
    expect(drill.imageId).toBe(ids.primaryPhoto);

    const download = await fetch(
      `${server.baseUrl}/api/v1/entities/${ids.drill}/attachments/${ids.primaryPhoto}?access_token=${attachmentToken}`,
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(household.drillPhoto)).toBe(true);
    const battery = (await api(`/v1/entities/${ids.battery}`, { token })).body;
    expect(battery.attachments).toEqual([]);
  });

  it("keeps memberships with their roles, settings, notifiers, templates and a still valid invitation", async () => {
    const token = await asAlice();
    const { ids } = household;
    const self = (await api("/v1/users/self", { token })).body.item;
    expect(self.isSuperuser).toBe(true);
    expect(self.defaultGroupId ?? self.groupId).toBe(ids.home);
    const settings = (await api("/v1/users/self/settings", { token })).body;
    expect(JSON.stringify(settings)).toContain("tableHeaders");
    const groups = (await api("/v1/groups/all", { token })).body;
    expect(JSON.stringify(groups)).toContain("Workshop");

    const notifiers = (await api("/v1/notifiers", { token })).body;
    expect(notifiers.map((notifier: { name: string }) => notifier.name)).toContain("Phone");
    const template = (await api(`/v1/templates/${ids.template}`, { token })).body;
    expect(template.defaultLocation?.id).toBe(ids.garage);
    expect(template.defaultTags.map((tag: { id: string }) => tag.id).sort()).toEqual(
      [ids.power, ids.tools].sort(),
    );
    expect(template.fields.map((field: { name: string }) => field.name)).toEqual(["Voltage"]);
    const types = (await api("/v1/entity-types", { token })).body;
    const tool = types.find((type: { id: string }) => type.id === ids.toolType);
    expect(tool.defaultTemplateId ?? tool.defaultTemplate?.id).toBe(ids.template);
    expect(types.find((type: { id: string }) => type.id === ids.locationType).name).toBe("Location");

    // HomeBox's invitation link still lets someone join the household.
    const joiner = { name: "Dana", email: uniqueEmail("dana"), password: "correct horse battery" };
    const registered = await api("/v1/users/register", {
      method: "POST",
      body: { ...joiner, token: VALID_INVITATION },
    });
    expect(registered.status).toBe(204);
    const dana = await login(joiner.email, joiner.password);
    expect((await api(`/v1/entities/${ids.drill}`, { token: dana.token })).status).toBe(200);
  });

  it("opens the same item from a HomeBox label's QR code address", async () => {
    for (const address of [`/item/${household.ids.drill}`, `/location/${household.ids.garage}`]) {
      const response = await fetch(`${server.baseUrl}${address}`, { redirect: "manual" });
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(400);
      expect(response.headers.get("location")).toMatch(/\/entities\/[0-9a-f-]{36}$/);
    }
    // Asset labels carry /a/<asset id>: for a signed-in member it opens the item with that asset ID.
    const session = await webSignIn(
      server.baseUrl,
      household.emails.alice,
      HOUSEHOLD_PASSWORDS.alice,
      "10.78.0.1",
    );
    const asset = await fetch(`${server.baseUrl}/a/000-001`, {
      headers: { Cookie: session.split(";")[0]! },
      redirect: "manual",
    });
    expect(asset.status).toBeGreaterThanOrEqual(300);
    expect(asset.headers.get("location")).toMatch(new RegExp(`/entities/${household.ids.drill}$`));
  });

  it("updates instead of duplicating when run again", async () => {
    const token = await asAlice();
    // A change made in HomeBox after the first run arrives with the second.
    const second = await importCommand(["--from", homeboxDir]);
    expect(second.code).toBe(0);
    expect(second.report.counts.items).toEqual({ created: 0, updated: 7, skipped: 0 });
    expect(second.report.counts.locations).toEqual({ created: 0, updated: 14, skipped: 0 });
    expect(second.report.counts.attachments.created).toBe(0);
    expect(second.report.counts.customFields).toEqual({ created: 0, updated: 4, skipped: 0 });
    expect(second.report.counts.users.created).toBe(0);
    const counted = await querySql<{ n: number | string }>(
      databaseUrl,
      'SELECT COUNT(*) AS n FROM "Entity" WHERE "groupId" = ?',
      'SELECT COUNT(*) AS n FROM "Entity" WHERE "groupId" = $1',
      [household.ids.home],
    );
    expect(Number(counted[0]!.n)).toBe(13 + 6);
    // The password changed in Cairn (rehashed at sign-in) is not taken back by the second run.
    await login(household.emails.alice, HOUSEHOLD_PASSWORDS.alice);
    expect((await api("/v1/users/self", { token })).status).toBe(200);
  });

  it("refuses a HomeBox schema it does not know, with a clear message and nothing written", async () => {
    for (const [version, words] of [
      [20250101000000, /older than HomeBox 0\.26/],
      [20991231000000, /newer than this Cairn knows/],
    ] as const) {
      const other = await homeboxHousehold(randomBytes(4).toString("hex"));
      const dir = tempDataDir("homebox-old");
      writeHomeboxSqlite(dir, { ...other.fixture, schemaVersion: version });
      const result = await importCommand(["--from", dir]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(words);
      expect(await loginStatus(other.emails.alice, HOUSEHOLD_PASSWORDS.alice)).toBe(401);
    }
  });

  it.runIf(inject("postgresAdminUrl"))("imports from HomeBox on PostgreSQL too", async () => {
    const scratch = await createScratchDatabase(inject("postgresAdminUrl"), "homebox");
    cleanups.push(scratch.drop);
    const other = await homeboxHousehold(randomBytes(4).toString("hex"));
    const files = tempDataDir("homebox-pg-files");
    await writeHomeboxPostgres(scratch.url, files, other.fixture);
    const result = await importCommand(["--from", scratch.url, "--files", files]);
    expect(result.code).toBe(0);
    expect(result.report.counts.items.created).toBe(7);
    expect(result.report.counts.attachments).toEqual({ created: 3, updated: 0, skipped: 1 });
    await login(other.emails.bob, HOUSEHOLD_PASSWORDS.bob); // bcrypt, read from PostgreSQL
    const { token } = await login(other.emails.alice, HOUSEHOLD_PASSWORDS.alice);
    const drill = (await api(`/v1/entities/${other.ids.drill}`, { token })).body;
    expect([drill.name, drill.assetId, drill.purchasePrice]).toEqual(["Bohrmaschine ⚡", "000-001", 129.99]);
    expect(drill.fields).toHaveLength(4);
  });

  describe("from Settings → Data (a zip of HomeBox's data folder, owners only)", () => {
    /** The finished zip's bytes. */
    async function zipBytes(zip: yazl.ZipFile): Promise<Buffer> {
      zip.end();
      const chunks: Buffer[] = [];
      for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    }

    function zipFolder(folder: string): Promise<Buffer> {
      const zip = new yazl.ZipFile();
      const walk = (dir: string, prefix: string) => {
        for (const name of readdirSync(dir)) {
          const full = path.join(dir, name);
          if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`);
          else zip.addBuffer(readFileSync(full), `${prefix}${name}`);
        }
      };
      walk(folder, "homebox-data/");
      return zipBytes(zip);
    }

    async function upload(token: string, zip: Buffer) {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(zip)], { type: "application/zip" }), "homebox.zip");
      const response = await fetch(`${server.baseUrl}/api/v1/homebox/import`, {
        method: "POST",
        headers: { Authorization: token, "X-Forwarded-For": "10.77.0.1" },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    }

    it("imports for the owner, leaves other people's existing accounts alone, refuses groups of others", async () => {
      const other = await homeboxHousehold(randomBytes(4).toString("hex"));
      const dir = tempDataDir("homebox-upload");
      writeHomeboxSqlite(dir, other.fixture);
      const zip = await zipFolder(dir);

      // Alice already has a Cairn account (her own password) before her household is uploaded.
      const aliceOwn = "alice's own cairn password";
      expect(
        (
          await api("/v1/users/register", {
            method: "POST",
            body: { name: "Alice here", email: other.emails.alice, password: aliceOwn },
          })
        ).status,
      ).toBe(204);
      const uploader = await registerUser({ base: server.baseUrl });
      const { token } = await login(uploader.email, uploader.password);

      const first = await upload(token, zip);
      expect(first.status).toBe(200);
      expect(first.body.groups.map((group: { imported: boolean }) => group.imported)).toEqual([true, true]);
      expect(first.body.counts.users).toEqual({ created: 2, updated: 0, skipped: 1 });
      expect(first.body.counts.items.created).toBe(7);
      expect(first.body.warnings.join("\n")).toMatch(/already has a Cairn account; it was left as it is/);

      // The uploader owns both groups; Alice keeps her password and was not enrolled.
      const groups = (await api("/v1/groups/all", { token })).body;
      expect(JSON.stringify(groups)).toContain("Workshop");
      await login(other.emails.alice, aliceOwn);
      expect(await loginStatus(other.emails.alice, HOUSEHOLD_PASSWORDS.alice)).toBe(401);
      const aliceToken = (await login(other.emails.alice, aliceOwn)).token;
      expect((await api(`/v1/entities/${other.ids.drill}`, { token: aliceToken })).status).toBe(404);

      // Another owner uploading the same zip cannot take over those groups.
      const intruder = await registerUser({ base: server.baseUrl });
      const intruderToken = (await login(intruder.email, intruder.password)).token;
      const second = await upload(intruderToken, zip);
      expect(second.status).toBe(200);
      expect(
        second.body.groups.every(
          (group: { imported: boolean; error?: string }) =>
            !group.imported && /not its owner/.test(group.error ?? ""),
        ),
      ).toBe(true);
      expect((await api(`/v1/entities/${other.ids.drill}`, { token: intruderToken })).status).toBe(404);

      // The owner runs it again: everything is updated, nothing duplicated.
      const again = await upload(token, zip);
      expect(again.body.counts.items).toEqual({ created: 0, updated: 7, skipped: 0 });
    });

    it("says clearly what is wrong with a zip that is not HomeBox's data folder", async () => {
      const uploader = await registerUser({ base: server.baseUrl });
      const { token } = await login(uploader.email, uploader.password);
      const zip = new yazl.ZipFile();
      zip.addBuffer(Buffer.from("hello"), "readme.txt");
      const response = await upload(token, await zipBytes(zip));
      expect(response.status).toBe(422);
      expect(response.body.fields.file).toMatch(/no homebox\.db/);
      const garbage = await upload(token, Buffer.from("not a zip at all"));
      expect(garbage.status).toBe(422);
      expect(garbage.body.fields.file).toMatch(/zip/);
    });
  });
});
