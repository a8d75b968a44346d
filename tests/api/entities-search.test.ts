import { beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "./client";
import {
  createEntity,
  createLocation,
  createTag,
  list,
  names,
  newHome,
  putEntity,
  type Home,
} from "./entities-fixtures";

/**
 * `GET /v1/entities?q=` answered from the trigram indexes (terms of three characters or more) and
 * by the LIKE scan (shorter terms): the same answers either way, kept current as entities, their
 * custom fields and their tags change. (lib/entities/search/entity-source.test.ts compares the two
 * paths term by term; entities-list.test.ts covers q's basic cases and its combination with filters.)
 */
let home: Home;

const search = async (q: string, extra = "") =>
  names((await list(home, `q=${encodeURIComponent(q)}${extra ? `&${extra}` : ""}`)).items);

const patchEntity = (id: string, body: Record<string, unknown>, user: Home = home) =>
  api(`/v1/entities/${id}`, { method: "PATCH", token: user.token, body });

/** Creation takes name and description only (as HomeBox's); the other texts come by PATCH. */
async function createWithTexts(user: Home, body: { name: string; [text: string]: string | undefined }) {
  const { name, description, ...rest } = body;
  const created = await createEntity(user, { name, ...(description ? { description } : {}) });
  if (Object.keys(rest).length > 0) expect((await patchEntity(created.id, rest, user)).status).toBe(200);
  return created;
}

beforeAll(async () => {
  home = await newHome();
});

describe("GET /v1/entities?q=: the index follows every change", () => {
  it("finds an entity by its new name after a rename, not by the old one", async () => {
    const item = await createEntity(home, { name: "Quixotic Kettle" });
    expect(await search("quixotic")).toEqual(["Quixotic Kettle"]);
    const renamed = await patchEntity(item.id, { name: "Zephyr Teapot" });
    expect(renamed.status).toBe(200);
    expect(await search("quixotic")).toEqual([]);
    expect(await search("zephyr")).toEqual(["Zephyr Teapot"]);
    expect(await search("teapo")).toEqual(["Zephyr Teapot"]);
  });

  it("counts the matches on every page, and again after each change", async () => {
    // The count of a search is kept between requests until the group changes (kept-per-filter.ts).
    const page = async (n: number) => {
      const body = await list(home, `q=gossamer&pageSize=2&page=${n}`);
      return { total: body.total, names: names(body.items) };
    };
    const made = [];
    for (const name of ["Gossamer A", "Gossamer B", "Gossamer C"])
      made.push(await createEntity(home, { name }));
    expect(await page(1)).toEqual({ total: 3, names: ["Gossamer A", "Gossamer B"] });
    expect(await page(2)).toEqual({ total: 3, names: ["Gossamer C"] });
    expect(await page(3)).toEqual({ total: 3, names: [] });
    expect(await page(1)).toEqual({ total: 3, names: ["Gossamer A", "Gossamer B"] });
    await createEntity(home, { name: "Gossamer D" });
    expect(await page(2)).toEqual({ total: 4, names: ["Gossamer C", "Gossamer D"] });
    expect((await patchEntity(made[0]!.id, { archived: true })).status).toBe(200);
    expect(await page(1)).toEqual({ total: 3, names: ["Gossamer B", "Gossamer C"] });
    expect((await api(`/v1/entities/${made[1]!.id}`, { method: "DELETE", token: home.token })).status).toBe(
      204,
    );
    expect(await page(1)).toEqual({ total: 2, names: ["Gossamer C", "Gossamer D"] });
    expect((await patchEntity(made[2]!.id, { name: "Plain thread" })).status).toBe(200);
    expect(await page(1)).toEqual({ total: 1, names: ["Gossamer D"] });
  });

  it("finds what a container holds by its name as containers appear, change and empty", async () => {
    // The list holds items (locations are not listed); their containers' names are matched on a skeleton kept between writes (tree-totals.ts); each
    // step here is a write that must, or must not, make it read again.
    // The total must follow as well: it is kept per search until the group changes.
    const sorted = async (q: string) => {
      const body = await list(home, `q=${encodeURIComponent(q)}`);
      expect(body.total).toBe(body.items.length);
      return names(body.items).sort();
    };
    const shelf = await createLocation(home, "Marzipan Shelf");
    const box = await createEntity(home, { name: "Plain Box", parentId: shelf.id });
    expect(await sorted("marzipan")).toEqual(["Plain Box"]);
    // An item created in an item makes that one a container.
    const screw = await createEntity(home, { name: "Loose Screw", parentId: box.id });
    expect(await sorted("plain box")).toEqual(["Loose Screw", "Plain Box"]);
    expect((await patchEntity(box.id, { quantity: 3 })).status).toBe(200);
    expect((await patchEntity(box.id, { name: "Quokka Crate" })).status).toBe(200);
    expect(await sorted("plain box")).toEqual([]);
    expect(await sorted("quokka")).toEqual(["Loose Screw", "Quokka Crate"]);
    expect((await patchEntity(shelf.id, { name: "Nougat Shelf" })).status).toBe(200);
    expect(await sorted("nougat")).toEqual(["Loose Screw", "Quokka Crate"]);
    expect(await sorted("marzipan")).toEqual([]);
    // Renaming and moving what holds nothing, between containers, keeps what the containers hold.
    const nut = await createEntity(home, { name: "Spare Nut", parentId: shelf.id });
    expect((await patchEntity(nut.id, { name: "Spare Wingnut", parentId: box.id })).status).toBe(200);
    expect(await sorted("quokka")).toEqual(["Loose Screw", "Quokka Crate", "Spare Wingnut"]);
    // Things leave the crate, moved out and deleted: it holds nothing once the last one is gone.
    expect((await patchEntity(screw.id, { parentId: "" })).status).toBe(200);
    expect(await sorted("quokka")).toEqual(["Quokka Crate", "Spare Wingnut"]);
    expect((await api(`/v1/entities/${nut.id}`, { method: "DELETE", token: home.token })).status).toBe(204);
    expect(await sorted("quokka")).toEqual(["Quokka Crate"]);
    expect(await sorted("nougat")).toEqual(["Quokka Crate"]);
  });

  it("finds an entity by a text custom field value, follows field edits, and ignores other field types", async () => {
    const item = await createEntity(home, { name: "Field carrier" });
    const withFields = await putEntity(home, item.id, {
      name: "Field carrier",
      fields: [
        { name: "Finish", type: "text", textValue: "Brushed Verdigris" },
        { name: "Watts", type: "number", numberValue: 74123 },
      ],
    });
    expect(withFields.status).toBe(200);
    expect(await search("verdigris")).toEqual(["Field carrier"]);
    expect(await search("BRUSHED VERD")).toEqual(["Field carrier"]);
    expect(await search("74123")).toEqual([]);

    const finish = withFields.body.fields.find((field: { name: string }) => field.name === "Finish");
    const edited = await putEntity(home, item.id, {
      name: "Field carrier",
      fields: [{ id: finish.id, name: "Finish", type: "text", textValue: "Matte cobalt" }],
    });
    expect(edited.status).toBe(200);
    expect(await search("verdigris")).toEqual([]);
    expect(await search("cobalt")).toEqual(["Field carrier"]);

    const cleared = await putEntity(home, item.id, { name: "Field carrier", fields: [] });
    expect(cleared.status).toBe(200);
    expect(await search("cobalt")).toEqual([]);
  });

  it("finds entities by tag name, follows a tag rename, tagging, untagging and tag deletion", async () => {
    const tag = await createTag(home, "Marmalade shelf");
    const tagged = await createEntity(home, { name: "Jar one", tagIds: [tag] });
    const other = await createEntity(home, { name: "Jar two" });
    expect(await search("marmalade")).toEqual(["Jar one"]);

    const renamed = await api(`/v1/tags/${tag}`, {
      method: "PUT",
      token: home.token,
      body: { name: "Quince pantry" },
    });
    expect(renamed.status).toBe(200);
    expect(await search("marmalade")).toEqual([]);
    expect(await search("quince")).toEqual(["Jar one"]);

    expect((await patchEntity(other.id, { tagIds: [tag] })).status).toBe(200);
    expect(await search("quince pan")).toEqual(["Jar one", "Jar two"]);
    expect((await patchEntity(tagged.id, { tagIds: [] })).status).toBe(200);
    expect(await search("quince")).toEqual(["Jar two"]);

    const deleted = await api(`/v1/tags/${tag}`, { method: "DELETE", token: home.token });
    expect(deleted.status).toBe(204);
    expect(await search("quince")).toEqual([]);
  });

  it("forgets a deleted entity and follows description, serial and model edits", async () => {
    const item = await createEntity(home, { name: "Gadget", description: "blue widget" });
    expect(await search("widget")).toEqual(["Gadget"]);
    expect(
      (
        await patchEntity(item.id, {
          description: "green doohickey",
          serialNumber: "SER-9Q",
          modelNumber: "MX-81",
        })
      ).status,
    ).toBe(200);
    expect(await search("widget")).toEqual([]);
    expect(await search("doohickey")).toEqual(["Gadget"]);
    expect(await search("ser-9q")).toEqual(["Gadget"]);
    expect(await search("mx-8")).toEqual(["Gadget"]);
    expect((await api(`/v1/entities/${item.id}`, { method: "DELETE", token: home.token })).status).toBe(204);
    expect(await search("doohickey")).toEqual([]);
  });

  it("applies the archived filter to indexed and short terms alike", async () => {
    const item = await createEntity(home, { name: "Mothballed Zither" });
    expect((await patchEntity(item.id, { archived: true })).status).toBe(200);
    expect(await search("zither")).toEqual([]);
    expect(await search("zither", "includeArchived=true")).toEqual(["Mothballed Zither"]);
    expect(await search("zi")).not.toContain("Mothballed Zither");
    expect(await search("zi", "includeArchived=true")).toContain("Mothballed Zither");
    expect((await patchEntity(item.id, { archived: false })).status).toBe(200);
    expect(await search("zither")).toEqual(["Mothballed Zither"]);
  });
});

describe("GET /v1/entities?q=: terms", () => {
  let fresh: Home;
  const find = async (q: string) => names((await list(fresh, `q=${encodeURIComponent(q)}`)).items);

  beforeAll(async () => {
    fresh = await newHome();
    for (const body of [
      { name: 'Say "hi" sign', notes: 'a ""double"" quote' },
      { name: "50% off_sale", description: "100%_pure" },
      { name: "AND gate", modelNumber: "a:b c*d -e NEAR(x)" },
      { name: "Ölkanne", description: "für die Fräse" },
      { name: "Emoji 🔧 box" },
      { name: "ab" },
      { name: "xy plotter" },
    ]) {
      await createWithTexts(fresh, body);
    }
  });

  it("1–2 character terms still match anywhere in the texts", async () => {
    expect(await find("ab")).toEqual(["ab"]);
    expect(await find("xy")).toEqual(["xy plotter"]);
    expect(await find("Ö")).toEqual(["Ölkanne"]);
    expect(await find("🔧")).toEqual(["Emoji 🔧 box"]);
    expect(await find("-e")).toEqual(["AND gate"]);
    expect(await find("q")).toEqual(['Say "hi" sign']);
    expect(await find("z")).toEqual([]);
  });

  it("quotes, wildcards and FTS syntax in a term are plain text", async () => {
    expect(await find('"')).toEqual(['Say "hi" sign']);
    expect(await find('say "hi"')).toEqual(['Say "hi" sign']);
    expect(await find('""double""')).toEqual(['Say "hi" sign']);
    expect(await find('"hi" OR "ab"')).toEqual([]);
    expect(await find("0% o")).toEqual(["50% off_sale"]);
    expect(await find("%_p")).toEqual(["50% off_sale"]);
    expect(await find("off_s")).toEqual(["50% off_sale"]);
    expect(await find("of%")).toEqual([]);
    expect(await find("f_s")).toEqual(["50% off_sale"]);
    expect(await find("fxs")).toEqual([]);
    expect(await find("AND")).toEqual(["AND gate"]);
    expect(await find("and gate")).toEqual(["AND gate"]);
    expect(await find("a:b")).toEqual(["AND gate"]);
    expect(await find("c*d")).toEqual(["AND gate"]);
    expect(await find("c*")).toEqual(["AND gate"]);
    expect(await find("-e NEAR(")).toEqual(["AND gate"]);
    expect(await find("NEAR(x)")).toEqual(["AND gate"]);
    expect(await find("gate*")).toEqual([]);
    expect(await find("NOT gate")).toEqual([]);
  });

  it("matches non-ASCII text: same case always, other case as each database's LOWER() does", async () => {
    expect(await find("Ölkanne")).toEqual(["Ölkanne"]);
    expect(await find("Fräse")).toEqual(["Ölkanne"]);
    expect(await find("FRäSE")).toEqual(["Ölkanne"]);
    expect(await find("🔧 b")).toEqual(["Emoji 🔧 box"]);
    // SQLite's LOWER() folds ASCII letters only, PostgreSQL's follows the locale; the index keeps
    // each database's own behaviour.
    const folded = inject("databaseKind") === "postgresql" ? ["Ölkanne"] : [];
    expect(await find("ölkanne")).toEqual(folded);
    expect(await find("FÜR DIE")).toEqual(folded);
  });
});

describe("GET /v1/entities?q=: ranking and paging", () => {
  let ranked: Home;

  beforeAll(async () => {
    ranked = await newHome();
    for (const body of [
      { name: "Anvil", description: "for the lantern maker" },
      { name: "Lantern" },
      { name: "lantern" },
      { name: "Camping lantern" },
      { name: "Lantern hook" },
      { name: "Bench", notes: "lantern goes here" },
    ]) {
      await createWithTexts(ranked, body);
    }
  });

  it("ranks exact name, then prefix, then contained, then other texts; ties by name", async () => {
    const body = await list(ranked, "q=lantern");
    expect(names(body.items)).toEqual([
      "Lantern",
      "lantern",
      "Lantern hook",
      "Camping lantern",
      "Anvil",
      "Bench",
    ]);
    expect(body.total).toBe(6);
  });

  it("counts every match on every page, also past the last one", async () => {
    const second = await list(ranked, "q=lantern&page=2&pageSize=4");
    expect(names(second.items)).toEqual(["Anvil", "Bench"]);
    expect(second).toMatchObject({ page: 2, pageSize: 4, total: 6 });
    const beyond = await list(ranked, "q=lantern&page=9&pageSize=4");
    expect(beyond).toMatchObject({ items: [], total: 6 });
    expect(await list(ranked, "q=nowhere-to-be-found")).toMatchObject({ items: [], total: 0 });
    expect(await list(ranked, "q=nowhere-to-be-found&page=3&pageSize=2")).toMatchObject({
      items: [],
      total: 0,
    });
    const short = await list(ranked, "q=la&page=9&pageSize=2");
    expect(short).toMatchObject({ items: [], total: 6 });
  });
});
