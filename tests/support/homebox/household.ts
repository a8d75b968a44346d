import { HomeboxBuilder, homeboxArgon2id, homeboxBcrypt, photo } from "./homebox-household";

export const HOUSEHOLD_PASSWORDS = { alice: "alice-homebox-pw-1", bob: "bob-homebox-pw-1" };
export const VALID_INVITATION = "HBOXINVITEVALIDTOKEN2345ABCDEF"; // repo-boundary: not a path

/**
 * Two households' worth of awkward HomeBox data: a location chain 12 deep, unicode and emoji names,
 * items with no location and items inside items, every custom field type, a tag tree, templates,
 * maintenance, photos with thumbnails and a primary, a manual, a photo whose file is missing, a
 * fractional quantity, archived and sold items, an OIDC-only account, invitations valid, spent and
 * expired, and notifiers.
 */
export async function homeboxHousehold(emailSuffix: string) {
  const b = new HomeboxBuilder();
  const home = b.group("Home 🏠", "eur");
  const workshop = b.group("Workshop");
  const email = (name: string) => `${name}-${emailSuffix}@example.com`;

  const alice = b.user({
    name: "Alice Ängström",
    email: email("alice"),
    password: await homeboxArgon2id(HOUSEHOLD_PASSWORDS.alice),
    defaultGroup: home,
    is_superuser: true,
    activated_on: new Date("2025-01-02T00:00:00Z"),
    settings: { tableHeaders: ["name", "assetId"], theme: "dark" },
  });
  const bob = b.user({
    name: "Bob",
    email: email("bob"),
    password: await homeboxBcrypt(HOUSEHOLD_PASSWORDS.bob),
    defaultGroup: workshop,
  });
  const carol = b.user({
    name: "Carol (OIDC)",
    email: email("carol"),
    password: null,
    defaultGroup: home,
    oidc_issuer: "https://id.example.com",
    oidc_subject: `carol-${emailSuffix}`,
  });
  b.member(alice, home, "owner");
  b.member(bob, home, "user");
  b.member(carol, home, "user");
  b.member(bob, workshop, "owner");
  b.member(alice, workshop, "user");

  const future = new Date(Date.now() + 7 * 86_400_000);
  const validInvitation = b.invitation(home, VALID_INVITATION, future, 3);
  b.invitation(home, "HBOXINVITEEXPIREDTOKEN2345ABC", new Date("2024-01-01T00:00:00Z"), 5);
  b.invitation(home, "HBOXINVITESPENTTOKEN2345ABCDE", future, 0);

  const locationType = b.entityType(home, "global.location", true);
  const itemType = b.entityType(home, "global.item", false);
  const boxType = b.entityType(home, "Kiste", true, { icon: "mdi-package-variant" });
  const toolType = b.entityType(home, "Tool", false, { description: "Things with a plug" });

  // A chain of 12 locations, the deepest holding an item.
  const chain: string[] = [];
  let parent: string | null = null;
  for (let depth = 1; depth <= 12; depth += 1) {
    const name = depth === 2 ? "Keller 地下室" : `Ebene ${depth} ${"🧱".repeat(depth % 3)}`.trim();
    parent = b.entity(home, depth % 2 ? locationType : boxType, name, parent, {
      description: `depth ${depth}`,
    });
    chain.push(parent);
  }
  const garage = b.entity(home, locationType, "Garage", null);

  const tools = b.tag(home, "Tools");
  const power = b.tag(home, "Power tools ⚡", tools, { color: "#ff8800", icon: "mdi-flash" });
  const fragile = b.tag(home, "Zerbrechlich", null, { description: "handle with care", color: "#ff0000" });

  const drill = b.entity(home, toolType, "Bohrmaschine ⚡", garage, {
    asset_id: 1,
    description: "18 V, two batteries",
    notes: "Chuck sticks a little",
    quantity: 1,
    insured: true,
    serial_number: "SN-123",
    model_number: "GSR 18V",
    manufacturer: "Bosch",
    warranty_expires: new Date("2027-05-01T00:00:00Z"),
    warranty_details: "3 years after registration",
    purchase_date: new Date("2024-05-01T00:00:00Z"),
    purchase_from: "Baumarkt",
    purchase_price: 129.99,
    import_ref: "IMP-1",
  });
  const battery = b.entity(home, itemType, "Battery pack", drill, { asset_id: 2, quantity: 2 });
  const screws = b.entity(home, itemType, "Loose screws", null, { asset_id: 3, quantity: 2.5 });
  const capsule = b.entity(home, itemType, "Time capsule 💊", chain.at(-1)!, { asset_id: 4 });
  const router = b.entity(home, itemType, "Old router", garage, { archived: true });
  const bike = b.entity(home, itemType, "Bike", garage, {
    asset_id: 6,
    sold_date: new Date("2025-02-01T00:00:00Z"),
    sold_to: "Neighbour",
    sold_price: 80,
    sold_notes: "with lock",
    lifetime_warranty: true,
  });

  b.field(drill, "Voltage", "text", "18V");
  b.field(drill, "Weight (g)", "number", 1600);
  b.field(drill, "Cordless", "boolean", true);
  b.field(drill, "Calibrated", "time", new Date("2025-01-15T00:00:00Z"));
  b.tagEntity(tools, drill);
  b.tagEntity(power, drill);
  b.tagEntity(fragile, capsule);
  b.tagEntity(tools, battery);

  b.maintenance(drill, "Clean chuck", {
    date: new Date("2025-02-10T00:00:00Z"),
    cost: 0,
    description: "done",
  });
  b.maintenance(drill, "Replace brushes", { scheduled_date: new Date("2026-06-01T00:00:00Z"), cost: 12.5 });

  const drillPhoto = await photo(1);
  const thumbnail = b.attachment(home, null, {
    title: "drill.png-thumb",
    type: "thumbnail",
    mime: "image/webp",
    bytes: await photo(2, 8),
  });
  const primaryPhoto = b.attachment(home, drill, {
    title: "drill.png",
    type: "photo",
    mime: "image/png",
    bytes: drillPhoto,
    primary: true,
    thumbnail,
  });
  const secondPhoto = b.attachment(home, drill, {
    title: "drill-side.png",
    type: "photo",
    mime: "image/png",
    bytes: await photo(3),
  });
  const manual = b.attachment(home, drill, {
    title: "Anleitung.pdf",
    type: "manual",
    mime: "application/pdf",
    bytes: Buffer.from("%PDF-1.4\n% a manual\n%%EOF\n"),
  });
  const missing = b.attachment(home, battery, {
    title: "lost.png",
    type: "photo",
    mime: "image/png",
    bytes: null,
  });

  const template = b.template(home, "Power tool", {
    description: "for tools",
    default_quantity: 1,
    default_manufacturer: "Bosch",
    include_purchase_fields: true,
    default_tag_ids: [tools, power],
    entity_template_location: garage,
  });
  b.templateField(template, "Voltage", "18V");
  b.notifier(home, alice, "Phone", "ntfy://ntfy.sh/alice-topic");
  b.notifier(
    workshop,
    bob,
    "Mail",
    "smtp://bob:secret@mail.example.com:587/?from=hb@example.com&to=bob@example.com",
    false,
  );

  const workshopLocation = b.entityType(workshop, "global.location", true);
  const workshopItem = b.entityType(workshop, "global.item", false);
  const bench = b.entity(workshop, workshopLocation, "Bench", null);
  const vise = b.entity(workshop, workshopItem, "Vise", bench, { asset_id: 1 });

  const fixture = b.build();
  // The Tool type opens the "Power tool" template by default.
  for (const [table, rows] of fixture.tables) {
    if (table === "entity_types") {
      for (const row of rows) if (row.id === toolType) row.entity_type_default_template = template;
    }
  }
  return {
    fixture,
    emails: { alice: email("alice"), bob: email("bob"), carol: email("carol") },
    ids: {
      home,
      workshop,
      alice,
      bob,
      carol,
      validInvitation,
      locationType,
      itemType,
      boxType,
      toolType,
      chain,
      garage,
      tools,
      power,
      fragile,
      drill,
      battery,
      screws,
      capsule,
      router,
      bike,
      primaryPhoto,
      secondPhoto,
      manual,
      missing,
      thumbnail,
      template,
      bench,
      vise,
    },
    drillPhoto,
  };
}
