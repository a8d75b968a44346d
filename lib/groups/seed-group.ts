import type { Tx } from "@/lib/db/client";

export const SEED_LOCATIONS = [
  "Living Room",
  "Garage",
  "Kitchen",
  "Bedroom",
  "Bathroom",
  "Office",
  "Attic",
  "Basement",
];
export const SEED_TAGS = ["Appliances", "IOT", "Electronics", "Servers", "General", "Important"];

/** A new group gets the two entity types every inventory needs. */
export async function createGroupWithTypes(tx: Tx, name: string) {
  const group = await tx.group.create({ data: { name } });
  await tx.entityType.createMany({
    data: [
      { groupId: group.id, name: "Item", icon: "package", isLocation: false },
      { groupId: group.id, name: "Location", icon: "map-pin", isLocation: true },
    ],
  });
  return group;
}

/** A first user's home: the types plus the locations and tags of docs/homebox-compatibility.md, ready to use. */
export async function createSeededHome(tx: Tx, ownerName: string) {
  const group = await createGroupWithTypes(tx, `${ownerName}'s Home`);
  const locationType = await tx.entityType.findFirstOrThrow({
    where: { groupId: group.id, isLocation: true },
  });
  await tx.entity.createMany({
    data: SEED_LOCATIONS.map((name) => ({ groupId: group.id, entityTypeId: locationType.id, name })),
  });
  await tx.tag.createMany({ data: SEED_TAGS.map((name) => ({ groupId: group.id, name })) });
  return group;
}
