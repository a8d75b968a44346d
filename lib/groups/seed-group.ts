import type { Tx } from "@/lib/db/client";
import { LOCALES } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";

/** The seeded home's words, in a language: a new account's home speaks its owner's language. */
function seedWords(locale: string) {
  const t = translatorFor(locale, "seed");
  return {
    homeName: (name: string) => t("homeName", { name }),
    itemType: t("types.item"),
    locationType: t("types.location"),
    locations: [
      t("locations.livingRoom"),
      t("locations.garage"),
      t("locations.kitchen"),
      t("locations.bedroom"),
      t("locations.bathroom"),
      t("locations.office"),
      t("locations.attic"),
      t("locations.basement"),
    ],
    tags: [
      t("tags.appliances"),
      t("tags.iot"),
      t("tags.electronics"),
      t("tags.servers"),
      t("tags.general"),
      t("tags.important"),
    ],
  };
}

let seeded: { locations: Set<string>; tags: Set<string> } | null = null;

/**
 * Every language's seeded location and tag names: a group holding only these counts as new. Read
 * on first need (a restore's check), not when the server starts: it takes every language's words.
 */
export function seededNames(): { locations: Set<string>; tags: Set<string> } {
  seeded ??= {
    locations: new Set(LOCALES.flatMap((locale) => seedWords(locale).locations)),
    tags: new Set(LOCALES.flatMap((locale) => seedWords(locale).tags)),
  };
  return seeded;
}

/** A new group gets the two entity types every inventory needs. */
export async function createGroupWithTypes(tx: Tx, name: string, locale = "en") {
  const words = seedWords(locale);
  const group = await tx.group.create({ data: { name } });
  await tx.entityType.createMany({
    data: [
      { groupId: group.id, name: words.itemType, icon: "package", isLocation: false },
      { groupId: group.id, name: words.locationType, icon: "map-pin", isLocation: true },
    ],
  });
  return group;
}

/**
 * A first user's home: the types plus the locations and tags of docs/homebox-compatibility.md,
 * ready to use, named in `locale` (English for API clients that send no language).
 */
export async function createSeededHome(tx: Tx, ownerName: string, locale = "en") {
  const words = seedWords(locale);
  const group = await createGroupWithTypes(tx, words.homeName(ownerName), locale);
  const locationType = await tx.entityType.findFirstOrThrow({
    where: { groupId: group.id, isLocation: true },
  });
  await tx.entity.createMany({
    data: words.locations.map((name) => ({ groupId: group.id, entityTypeId: locationType.id, name })),
  });
  await tx.tag.createMany({ data: words.tags.map((name) => ({ groupId: group.id, name })) });
  return group;
}
