import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { HomeboxBuilder, homeboxArgon2id } from "./homebox-household";

export { writeHomeboxSqlite } from "./write-homebox-fixture";

/** A photo as phones take them, shrunk the way people upload them: a JPEG of roughly 100–300 KB. */
async function benchPhoto(seed: number): Promise<Buffer> {
  const noise = randomBytes(480 * 360 * 3);
  noise[0] = seed % 256;
  return sharp(noise, { raw: { width: 480, height: 360, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * One household of the given size, shaped like a real one: 200 locations three levels deep, items
 * spread over them (some inside other items, some with no location), 40 tags, two custom fields and
 * a maintenance entry on every tenth item, and photos with thumbnails on the first items.
 */
export async function bulkHomeboxInstance(size: { items: number; attachments: number }) {
  const b = new HomeboxBuilder();
  const group = b.group("Bench household");
  const owner = b.user({
    name: "Owner",
    email: "owner@bench.example.com",
    password: await homeboxArgon2id("bench-password"),
    defaultGroup: group,
  });
  b.member(owner, group, "owner");
  const locationType = b.entityType(group, "global.location", true);
  const itemType = b.entityType(group, "global.item", false);
  const rooms = Array.from({ length: 10 }, (_, i) => b.entity(group, locationType, `Room ${i + 1}`, null));
  const shelves = Array.from({ length: 40 }, (_, i) =>
    b.entity(group, locationType, `Shelf ${i + 1}`, rooms[i % 10]!),
  );
  const boxes = Array.from({ length: 150 }, (_, i) =>
    b.entity(group, locationType, `Box ${i + 1}`, shelves[i % 40]!),
  );
  const places = [...rooms, ...shelves, ...boxes];
  const tags = Array.from({ length: 40 }, (_, i) => b.tag(group, `Tag ${i + 1}`));
  const itemIds: string[] = [];
  for (let i = 0; i < size.items; i++) {
    const parent =
      i % 50 === 49
        ? null
        : i % 20 === 19 && itemIds.length > 0
          ? itemIds[i - 1]!
          : places[i % places.length]!;
    const id = b.entity(
      group,
      itemType,
      `Item ${i + 1} — ${["drill", "cable", "jar", "book", "lamp"][i % 5]}`,
      parent,
      {
        asset_id: i + 1,
        description: "A thing that lives in the garage, with a description of ordinary length.",
        quantity: 1 + (i % 4),
        manufacturer: ["Bosch", "Makita", "IKEA", "Philips"][i % 4]!,
        purchase_price: (i % 500) + 0.99,
        purchase_date: new Date(Date.UTC(2020 + (i % 5), i % 12, 1 + (i % 28))),
        import_ref: `CSV-${i + 1}`,
      },
    );
    itemIds.push(id);
    b.tagEntity(tags[i % tags.length]!, id);
    if (i % 10 === 0) {
      b.field(id, "Colour", "text", "green");
      b.field(id, "Watts", "number", i % 2000);
      b.maintenance(id, "Check", { date: new Date("2025-01-01T00:00:00Z"), cost: 5 });
    }
  }
  for (let i = 0; i < size.attachments; i++) {
    const bytes = await benchPhoto(i);
    const thumbnail = b.attachment(group, null, {
      title: `photo-${i}.jpg-thumb`,
      type: "thumbnail",
      mime: "image/webp",
      bytes: bytes.subarray(0, 8000),
    });
    b.attachment(group, itemIds[i % itemIds.length]!, {
      title: `photo-${i}.jpg`,
      type: "photo",
      mime: "image/jpeg",
      bytes,
      primary: true,
      thumbnail,
    });
  }
  return b.build();
}
