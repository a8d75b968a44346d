import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { startReceiver } from "../support/receiver";
import { ownServer } from "../support/own-server";
import { api, expectErrorBody, newMember, newUser, type TestUser } from "./client";

const DAY_MS = 24 * 60 * 60 * 1000;
const dateOnly = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

async function createItem(user: TestUser, name: string, quantity: number, base?: string): Promise<string> {
  const response = await api("/v1/entities", {
    method: "POST",
    token: user.token,
    body: { name, quantity },
    base,
  });
  if (response.status !== 201) throw new Error(`create item: ${response.status} ${response.text}`);
  return response.body.id;
}

const checkOut = (user: TestUser, entityId: string, body: Record<string, unknown>, base?: string) =>
  api(`/v1/entities/${entityId}/loans`, { method: "POST", token: user.token, body, base });

const giveBack = (user: TestUser, loanId: string, body: Record<string, unknown> = {}) =>
  api(`/v1/loans/${loanId}/return`, { method: "POST", token: user.token, body });

describe("lending: check-out and return", () => {
  it("lends to a named person, counts what is out, refuses over-lending, and returns once", async () => {
    const owner = await newUser();
    const drills = await createItem(owner, "Drill", 3);

    const first = await checkOut(owner, drills, {
      borrowerName: "  Alex next door ",
      borrowerContact: "+49 170 1234567",
      quantity: 2,
      dueDate: dateOnly(7),
      note: "with the long bits",
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      entityId: drills,
      entityName: "Drill",
      quantity: 2,
      borrower: { key: "n:Alex next door", userId: null, name: "Alex next door", contact: "+49 170 1234567" },
      dueDate: dateOnly(7),
      note: "with the long bits",
      returnedAt: null,
      overdue: false,
      checkedOutBy: { name: owner.name },
    });

    // 2 of 3 are out: 2 more is too many, and the refusal says how many are left.
    const tooMany = await checkOut(owner, drills, { borrowerName: "Sam", quantity: 2 });
    expectErrorBody(tooMany, 409);
    expect(tooMany.body.fields.quantity).toBe("only 1 of 3 available");
    expect((await checkOut(owner, drills, { borrowerName: "Sam" })).status).toBe(201);
    expectErrorBody(await checkOut(owner, drills, { borrowerName: "Kim" }), 409);

    const item = await api(`/v1/entities/${drills}/loans`, { token: owner.token });
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ quantity: 3, out: 3, available: 0 });
    expect(item.body.loans).toHaveLength(2);

    const returned = await giveBack(owner, first.body.id, { returnNote: "one bit missing" });
    expect(returned.status).toBe(200);
    expect(returned.body.returnNote).toBe("one bit missing");
    expect(returned.body.returnedAt).toEqual(expect.any(String));
    const again = await giveBack(owner, first.body.id);
    expectErrorBody(again, 409);
    expect(again.body.error).toMatch(/already returned on \d{4}-\d{2}-\d{2}/);
    expect((await api(`/v1/entities/${drills}/loans`, { token: owner.token })).body).toMatchObject({
      out: 1,
      available: 2,
    });

    // The item's history and the event stream both carry the loan.
    const history = await api(`/v1/entities/${drills}/history`, { token: owner.token });
    const types = history.body.items.map((entry: { type: string }) => entry.type);
    expect(types).toContain("loan.created");
    expect(types).toContain("loan.returned");
    const returnedEntry = history.body.items.find(
      (entry: { type: string }) => entry.type === "loan.returned",
    );
    expect(returnedEntry.changes).toEqual([
      { field: "loan", before: "Alex next door", after: null },
      { field: "loan.returnNote", before: null, after: "one bit missing" },
    ]);
  });

  it("puts an item's loans back when its delete is undone", async () => {
    const owner = await newUser();
    const ladder = await createItem(owner, "Ladder", 2);
    const open = await checkOut(owner, ladder, { borrowerName: "Robin", dueDate: dateOnly(3) });
    expect(open.status, open.text).toBe(201);
    const done = await checkOut(owner, ladder, { borrowerName: "Sam" });
    expect((await giveBack(owner, done.body.id, { returnNote: "muddy" })).status).toBe(200);
    const before = await api(`/v1/entities/${ladder}/loans?state=all`, { token: owner.token });
    expect(before.body.loans).toHaveLength(2);

    expect((await api(`/v1/entities/${ladder}`, { method: "DELETE", token: owner.token })).status).toBe(204);
    expect(
      (await api(`/v1/loans/${open.body.id}/return`, { method: "POST", token: owner.token, body: {} }))
        .status,
    ).toBe(404);
    const undone = await api(`/v1/entities/${ladder}/undo-delete`, { method: "POST", token: owner.token });
    expect(undone.status, undone.text).toBe(200);

    const after = await api(`/v1/entities/${ladder}/loans?state=all`, { token: owner.token });
    expect(after.body).toMatchObject({ quantity: 2, out: 1, available: 1 });
    expect(after.body.loans).toEqual(before.body.loans);
    expect((await giveBack(owner, open.body.id)).status).toBe(200);
  });

  it("lends one of an item without a count, and to members only of the group", async () => {
    const owner = await newUser();
    const member = await newMember(owner);
    const stranger = await newUser();
    const ladder = await createItem(owner, "Ladder", 0);
    const self = await api("/v1/users/self", { token: member.token });
    const memberId = self.body.item.id as string;
    const strangerId = (await api("/v1/users/self", { token: stranger.token })).body.item.id as string;

    const refused = await checkOut(owner, ladder, { borrowerUserId: strangerId });
    expectErrorBody(refused, 422);
    expect(refused.body.fields.borrowerUserId).toBeDefined();

    const lent = await checkOut(owner, ladder, { borrowerUserId: memberId });
    expect(lent.status).toBe(201);
    expect(lent.body.borrower).toEqual({
      key: `u:${memberId}`,
      userId: memberId,
      name: member.name,
      contact: member.email,
    });
    expectErrorBody(await checkOut(owner, ladder, { borrowerName: "Second" }), 409);
  });

  it("refuses bad input with field errors, and locations", async () => {
    const owner = await newUser();
    const item = await createItem(owner, "Saw", 1);
    for (const body of [
      {},
      { borrowerName: "" },
      { borrowerName: "A", quantity: 0 },
      { borrowerName: "A", quantity: 1.5 },
    ]) {
      const response = await checkOut(owner, item, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.fields).toBeDefined();
    }
    expectErrorBody(await checkOut(owner, item, { borrowerName: "A", dueDate: "someday" }), 400);
    // Yesterday passes (a lender behind UTC); the day before is plainly past.
    const past = await checkOut(owner, item, { borrowerName: "A", dueDate: dateOnly(-2) });
    expect(past.status).toBe(422);
    expect(past.body.fields).toEqual({ dueDate: "must not be before today" });
    const locations = await api("/v1/entities?isLocation=true", { token: owner.token });
    const location = locations.body.items[0].id as string;
    expectErrorBody(await checkOut(owner, location, { borrowerName: "A" }), 422);
  });

  it("answers 404 for another group's item and loan, and lists only the caller's group", async () => {
    const owner = await newUser();
    const other = await newUser();
    const item = await createItem(owner, "Tent", 1);
    const loan = await checkOut(owner, item, { borrowerName: "Camper" });
    expect(loan.status).toBe(201);

    expectErrorBody(await checkOut(other, item, { borrowerName: "Thief" }), 404);
    expectErrorBody(await api(`/v1/entities/${item}/loans`, { token: other.token }), 404);
    expectErrorBody(await giveBack(other, loan.body.id), 404);
    expectErrorBody(await giveBack(owner, randomUUID()), 404);
    const theirs = await api("/v1/loans?state=all", { token: other.token });
    expect(theirs.body).toMatchObject({ items: [], total: 0 });
    expect((await api("/v1/borrowers", { token: other.token })).body).toEqual([]);
    // The loan is still open.
    expect((await api(`/v1/entities/${item}/loans`, { token: owner.token })).body.out).toBe(1);
  });

  it("filters loans by state and borrower, lists borrowers, and narrows the items list", async () => {
    const owner = await newUser();
    const [bike, tent, saw] = [
      await createItem(owner, "Bike", 1),
      await createItem(owner, "Tent", 1),
      await createItem(owner, "Saw", 1),
    ];
    const late = await checkOut(owner, bike, { borrowerName: "Robin", dueDate: dateOnly(-1) });
    await checkOut(owner, tent, { borrowerName: "Robin", dueDate: dateOnly(3) });
    const back = await checkOut(owner, saw, { borrowerName: "Jo" });
    await giveBack(owner, back.body.id);

    const names = async (query: string) =>
      (await api(`/v1/loans${query}`, { token: owner.token })).body.items.map(
        (loan: { entityName: string }) => loan.entityName,
      );
    expect(await names("")).toEqual(["Bike", "Tent"]);
    expect(await names("?state=overdue")).toEqual(["Bike"]);
    expect(await names("?state=returned")).toEqual(["Saw"]);
    expect((await names("?state=all")).sort()).toEqual(["Bike", "Saw", "Tent"]);
    expect(await names(`?state=all&borrower=${encodeURIComponent("n:Jo")}`)).toEqual(["Saw"]);
    expect(await names("?borrower=nobody")).toEqual([]);
    expect(late.body.overdue).toBe(true);

    const borrowers = await api("/v1/borrowers", { token: owner.token });
    expect(borrowers.body).toEqual([
      expect.objectContaining({
        key: "n:Robin",
        openLoans: 2,
        openQuantity: 2,
        overdueLoans: 1,
        totalLoans: 2,
      }),
      expect.objectContaining({ key: "n:Jo", openLoans: 0, overdueLoans: 0, totalLoans: 1 }),
    ]);

    const listed = async (loans: string) =>
      (await api(`/v1/entities?loans=${loans}`, { token: owner.token })).body.items
        .map((item: { name: string }) => item.name)
        .sort();
    expect(await listed("out")).toEqual(["Bike", "Tent"]);
    expect(await listed("overdue")).toEqual(["Bike"]);
    // An unknown value filters nothing, as HomeBox ignores keys it does not know.
    expect((await listed("bogus")).length).toBeGreaterThanOrEqual(3);
  });
});

describe("lending reminders", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("reminds the day before and on the due date, each once", { timeout: 180_000 }, async () => {
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const { server } = await ownServer(
      "loan-reminders",
      { CAIRN_REMINDER_INTERVAL_SECONDS: "0.5", NOTIFIER_ALLOW_HOSTS: `127.0.0.1:${receiver.port}` },
      cleanups,
    );
    const base = server.baseUrl;
    const owner = await newUser({ base });
    const lend = async (name: string, borrowerName: string, dueDate?: string) => {
      const item = await createItem(owner, name, 1, base);
      const loan = await checkOut(owner, item, { borrowerName, dueDate }, base);
      expect(loan.status).toBe(201);
      return loan.body.id as string;
    };
    await lend("Kayak", "Robin", dateOnly(1));
    await lend("Tent", "Jo", dateOnly(0));
    await lend("Bike", "Kim", dateOnly(-1));
    await lend("Saw", "Max", dateOnly(5));
    await lend("Rake", "Lee");
    const returned = await lend("Drill", "Ann", dateOnly(0));
    expect(
      (await api(`/v1/loans/${returned}/return`, { method: "POST", token: owner.token, base })).status,
    ).toBe(200);
    const hook = await api("/v1/notifiers", {
      method: "POST",
      token: owner.token,
      body: { name: "hook", url: `generic+http://127.0.0.1:${receiver.port}/hook?template=json` },
      base,
    });
    expect(hook.status).toBe(201);

    const deadline = Date.now() + 60_000;
    while (receiver.requests.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    // Several more ticks: nothing goes out again.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(receiver.requests).toHaveLength(1);
    const message = JSON.parse(receiver.requests[0]!.body);
    expect(message.title).toBe("Cairn: 3 reminders");
    expect(message.message).toMatch(/Due back tomorrow \(.+\): Kayak — lent to Robin/);
    expect(message.message).toMatch(/Due back today \(.+\): Tent — lent to Jo/);
    expect(message.message).toMatch(/Overdue since .+: Bike — lent to Kim/);
    expect(message.message).not.toMatch(/Saw|Rake|Drill/);
  });
});
