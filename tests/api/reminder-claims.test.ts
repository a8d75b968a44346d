import { afterAll, describe, expect, it } from "vitest";
import { ownServer } from "../support/own-server";
import { startReceiver } from "../support/receiver";
import { api, newUser } from "./client";

const today = () => new Date().toISOString().slice(0, 10);

describe("two reminder ticks at the same moment", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    const { disconnectDb } = await import("@/lib/db/client");
    await disconnectDb();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("send a group's due reminders once, in one message, whichever tick claims them", async () => {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    // The server's own scheduler ticks once at start (nothing is due then) and not again during the test.
    const { server, databaseUrl } = await ownServer(
      "reminder-claims",
      { CAIRN_REMINDER_INTERVAL_SECONDS: "3600", NOTIFIER_ALLOW_PRIVATE: "true" },
      cleanups,
    );
    const base = server.baseUrl;
    const user = await newUser({ base });
    const post = async (path: string, body: Record<string, unknown>) => {
      const response = await api(path, { method: "POST", token: user.token, body, base });
      expect(response.status, response.text).toBe(201);
      return response.body;
    };
    const boiler = await post("/v1/entities", { name: "Boiler", quantity: 1 });
    const due = 24;
    for (let index = 1; index <= due; index++)
      await post(`/v1/entities/${boiler.id}/maintenance`, { name: `Check ${index}`, scheduledDate: today() });
    await post("/v1/notifiers", { name: "Hook", url: `generic+${receiver.origin}/hook?template=json` });

    // Two servers' ticks, here as two runs in this process on the server's database.
    process.env.DATABASE_URL = databaseUrl;
    process.env.DATA_DIR = server.dataDir;
    process.env.NOTIFIER_ALLOW_PRIVATE = "true";
    const { sendReminders } = await import("@/lib/reminders/send-reminders");
    const now = new Date();
    const runs = await Promise.all([sendReminders(now, 30), sendReminders(now, 30)]);

    expect(receiver.requests).toHaveLength(1);
    const message = JSON.parse(receiver.requests[0]!.body);
    expect(message.title).toBe(`Cairn: ${due} reminders`);
    expect(message.message.split("\n")).toHaveLength(due);
    expect(runs.map((run) => run.sent).sort()).toEqual([0, due]);
    expect(runs.map((run) => run.alreadyClaimed).sort()).toEqual([0, due]);

    // A later tick finds them all claimed and sends nothing.
    const again = await sendReminders(new Date(), 30);
    expect(again).toEqual({ sent: 0, alreadyClaimed: due, failed: 0 });
    expect(receiver.requests).toHaveLength(1);
  }, 120_000);
});
