-- Entity search (lib/entities/search): an FTS5 trigram index over each entity's searchable text.
--
-- "entity_search" holds one row per entity, kept by triggers: copies of the Entity columns the search
-- filters and sorts by (so a search reads no Entity row, whose text key makes 30 000 lookups cost
-- 60 ms), and the texts it matches: the entity's own text columns, its text custom field values and
-- its tag names, lower-cased by SQLite's LOWER() (ASCII letters only, like the LIKE search it
-- replaces). "entity_fts" indexes those texts (external content) with a case-sensitive trigram
-- tokenizer, so MATCH on a quoted phrase is exactly LOWER(column) LIKE '%term%' for terms of three
-- or more characters. Field values and tag names are joined with U+001F: a phrase can only span two
-- of them if it contains U+001F itself, and the app sends such terms down the LIKE path.
--
-- Neither table is in prisma/schema.prisma: both (and the FTS5 shadow tables) are listed in
-- externalTables (scripts/db/engine.mjs), so schema diffs leave them alone.

-- CreateTable
CREATE TABLE "entity_search" (
    "searchId" INTEGER NOT NULL PRIMARY KEY,
    "id" TEXT NOT NULL,
    "groupId" TEXT NOT NULL,
    "entityTypeId" TEXT,
    "parentId" TEXT,
    "archived" BOOLEAN NOT NULL,
    "assetId" INTEGER,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    "nameText" TEXT NOT NULL,
    "descriptionText" TEXT NOT NULL,
    "serialNumberText" TEXT NOT NULL,
    "modelNumberText" TEXT NOT NULL,
    "manufacturerText" TEXT NOT NULL,
    "notesText" TEXT NOT NULL,
    "fieldsText" TEXT NOT NULL,
    "tagsText" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "entity_search_id_key" ON "entity_search"("id");

-- CreateVirtualTable
CREATE VIRTUAL TABLE "entity_fts" USING fts5(
    "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "fieldsText", "tagsText",
    content = 'entity_search',
    content_rowid = 'searchId',
    tokenize = 'trigram case_sensitive 1',
    columnsize = 0
);

-- Backfill
INSERT INTO "entity_search" ("id", "groupId", "entityTypeId", "parentId", "archived", "assetId", "name", "createdAt", "updatedAt", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "fieldsText", "tagsText")
SELECT
        "e"."id", "e"."groupId", "e"."entityTypeId", "e"."parentId", "e"."archived", "e"."assetId", "e"."name", "e"."createdAt", "e"."updatedAt",
        LOWER("e"."name"), LOWER("e"."description"), LOWER("e"."serialNumber"), LOWER("e"."modelNumber"), LOWER("e"."manufacturer"), LOWER("e"."notes"),
        COALESCE((SELECT group_concat(LOWER("f"."textValue"), char(31)) FROM "EntityField" AS "f"
            WHERE "f"."entityId" = "e"."id" AND "f"."type" = 'text'), ''),
        COALESCE((SELECT group_concat(LOWER("t"."name"), char(31)) FROM "EntityTag" AS "et"
            JOIN "Tag" AS "t" ON "t"."id" = "et"."tagId" WHERE "et"."entityId" = "e"."id"), '')
FROM "Entity" AS "e";

INSERT INTO "entity_fts" ("entity_fts") VALUES ('rebuild');

-- CreateTrigger: the index follows "entity_search"
CREATE TRIGGER "entity_fts_follows_insert" AFTER INSERT ON "entity_search" BEGIN
    INSERT INTO "entity_fts" ("rowid", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "fieldsText", "tagsText")
    VALUES (NEW."searchId", NEW."nameText", NEW."descriptionText", NEW."serialNumberText", NEW."modelNumberText", NEW."manufacturerText", NEW."notesText", NEW."fieldsText", NEW."tagsText");
END;

CREATE TRIGGER "entity_fts_follows_delete" AFTER DELETE ON "entity_search" BEGIN
    INSERT INTO "entity_fts" ("entity_fts", "rowid", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "fieldsText", "tagsText")
    VALUES ('delete', OLD."searchId", OLD."nameText", OLD."descriptionText", OLD."serialNumberText", OLD."modelNumberText", OLD."manufacturerText", OLD."notesText", OLD."fieldsText", OLD."tagsText");
END;

CREATE TRIGGER "entity_fts_follows_update" AFTER UPDATE OF "searchId", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "fieldsText", "tagsText" ON "entity_search"
WHEN OLD."searchId" IS NOT NEW."searchId"
    OR OLD."nameText" IS NOT NEW."nameText"
    OR OLD."descriptionText" IS NOT NEW."descriptionText"
    OR OLD."serialNumberText" IS NOT NEW."serialNumberText"
    OR OLD."modelNumberText" IS NOT NEW."modelNumberText"
    OR OLD."manufacturerText" IS NOT NEW."manufacturerText"
    OR OLD."notesText" IS NOT NEW."notesText"
    OR OLD."fieldsText" IS NOT NEW."fieldsText"
    OR OLD."tagsText" IS NOT NEW."tagsText"
BEGIN
    INSERT INTO "entity_fts" ("entity_fts", "rowid", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "fieldsText", "tagsText")
    VALUES ('delete', OLD."searchId", OLD."nameText", OLD."descriptionText", OLD."serialNumberText", OLD."modelNumberText", OLD."manufacturerText", OLD."notesText", OLD."fieldsText", OLD."tagsText");
    INSERT INTO "entity_fts" ("rowid", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "fieldsText", "tagsText")
    VALUES (NEW."searchId", NEW."nameText", NEW."descriptionText", NEW."serialNumberText", NEW."modelNumberText", NEW."manufacturerText", NEW."notesText", NEW."fieldsText", NEW."tagsText");
END;

-- CreateTrigger: "entity_search" follows Entity
CREATE TRIGGER "Entity_search_after_insert" AFTER INSERT ON "Entity" BEGIN
    INSERT INTO "entity_search" ("id", "groupId", "entityTypeId", "parentId", "archived", "assetId", "name", "createdAt", "updatedAt", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "fieldsText", "tagsText")
    VALUES (
        NEW."id", NEW."groupId", NEW."entityTypeId", NEW."parentId", NEW."archived", NEW."assetId", NEW."name", NEW."createdAt", NEW."updatedAt",
        LOWER(NEW."name"), LOWER(NEW."description"), LOWER(NEW."serialNumber"), LOWER(NEW."modelNumber"), LOWER(NEW."manufacturer"), LOWER(NEW."notes"),
        COALESCE((SELECT group_concat(LOWER("f"."textValue"), char(31)) FROM "EntityField" AS "f"
            WHERE "f"."entityId" = NEW."id" AND "f"."type" = 'text'), ''),
        COALESCE((SELECT group_concat(LOWER("t"."name"), char(31)) FROM "EntityTag" AS "et"
            JOIN "Tag" AS "t" ON "t"."id" = "et"."tagId" WHERE "et"."entityId" = NEW."id"), '')
    );
END;

CREATE TRIGGER "Entity_search_after_update" AFTER UPDATE OF "id", "groupId", "entityTypeId", "parentId", "archived", "assetId", "name", "createdAt", "updatedAt", "description", "serialNumber", "modelNumber", "manufacturer", "notes" ON "Entity"
WHEN OLD."id" IS NOT NEW."id"
    OR OLD."groupId" IS NOT NEW."groupId"
    OR OLD."entityTypeId" IS NOT NEW."entityTypeId"
    OR OLD."parentId" IS NOT NEW."parentId"
    OR OLD."archived" IS NOT NEW."archived"
    OR OLD."assetId" IS NOT NEW."assetId"
    OR OLD."name" IS NOT NEW."name"
    OR OLD."createdAt" IS NOT NEW."createdAt"
    OR OLD."updatedAt" IS NOT NEW."updatedAt"
    OR OLD."description" IS NOT NEW."description"
    OR OLD."serialNumber" IS NOT NEW."serialNumber"
    OR OLD."modelNumber" IS NOT NEW."modelNumber"
    OR OLD."manufacturer" IS NOT NEW."manufacturer"
    OR OLD."notes" IS NOT NEW."notes"
BEGIN
    UPDATE "entity_search" SET
        "id" = NEW."id",
        "groupId" = NEW."groupId",
        "entityTypeId" = NEW."entityTypeId",
        "parentId" = NEW."parentId",
        "archived" = NEW."archived",
        "assetId" = NEW."assetId",
        "name" = NEW."name",
        "createdAt" = NEW."createdAt",
        "updatedAt" = NEW."updatedAt",
        "nameText" = LOWER(NEW."name"),
        "descriptionText" = LOWER(NEW."description"),
        "serialNumberText" = LOWER(NEW."serialNumber"),
        "modelNumberText" = LOWER(NEW."modelNumber"),
        "manufacturerText" = LOWER(NEW."manufacturer"),
        "notesText" = LOWER(NEW."notes")
    WHERE "id" = OLD."id";
END;

CREATE TRIGGER "Entity_search_after_delete" AFTER DELETE ON "Entity" BEGIN
    DELETE FROM "entity_search" WHERE "id" = OLD."id";
END;

-- CreateTrigger: text custom field values
CREATE TRIGGER "EntityField_search_after_insert" AFTER INSERT ON "EntityField" WHEN NEW."type" = 'text' BEGIN
    UPDATE "entity_search" SET "fieldsText" = COALESCE((SELECT group_concat(LOWER("f"."textValue"), char(31)) FROM "EntityField" AS "f"
            WHERE "f"."entityId" = "entity_search"."id" AND "f"."type" = 'text'), '')
    WHERE "id" = NEW."entityId";
END;

CREATE TRIGGER "EntityField_search_after_update" AFTER UPDATE OF "entityId", "type", "textValue" ON "EntityField"
WHEN (OLD."type" = 'text' OR NEW."type" = 'text')
    AND (OLD."entityId" IS NOT NEW."entityId" OR OLD."type" IS NOT NEW."type" OR OLD."textValue" IS NOT NEW."textValue")
BEGIN
    UPDATE "entity_search" SET "fieldsText" = COALESCE((SELECT group_concat(LOWER("f"."textValue"), char(31)) FROM "EntityField" AS "f"
            WHERE "f"."entityId" = "entity_search"."id" AND "f"."type" = 'text'), '')
    WHERE "id" IN (OLD."entityId", NEW."entityId");
END;

CREATE TRIGGER "EntityField_search_after_delete" AFTER DELETE ON "EntityField" WHEN OLD."type" = 'text' BEGIN
    UPDATE "entity_search" SET "fieldsText" = COALESCE((SELECT group_concat(LOWER("f"."textValue"), char(31)) FROM "EntityField" AS "f"
            WHERE "f"."entityId" = "entity_search"."id" AND "f"."type" = 'text'), '')
    WHERE "id" = OLD."entityId";
END;

-- CreateTrigger: tag names, through EntityTag and Tag
CREATE TRIGGER "EntityTag_search_after_insert" AFTER INSERT ON "EntityTag" BEGIN
    UPDATE "entity_search" SET "tagsText" = COALESCE((SELECT group_concat(LOWER("t"."name"), char(31)) FROM "EntityTag" AS "et"
            JOIN "Tag" AS "t" ON "t"."id" = "et"."tagId" WHERE "et"."entityId" = "entity_search"."id"), '')
    WHERE "id" = NEW."entityId";
END;

CREATE TRIGGER "EntityTag_search_after_update" AFTER UPDATE ON "EntityTag" BEGIN
    UPDATE "entity_search" SET "tagsText" = COALESCE((SELECT group_concat(LOWER("t"."name"), char(31)) FROM "EntityTag" AS "et"
            JOIN "Tag" AS "t" ON "t"."id" = "et"."tagId" WHERE "et"."entityId" = "entity_search"."id"), '')
    WHERE "id" IN (OLD."entityId", NEW."entityId");
END;

CREATE TRIGGER "EntityTag_search_after_delete" AFTER DELETE ON "EntityTag" BEGIN
    UPDATE "entity_search" SET "tagsText" = COALESCE((SELECT group_concat(LOWER("t"."name"), char(31)) FROM "EntityTag" AS "et"
            JOIN "Tag" AS "t" ON "t"."id" = "et"."tagId" WHERE "et"."entityId" = "entity_search"."id"), '')
    WHERE "id" = OLD."entityId";
END;

CREATE TRIGGER "Tag_search_after_update" AFTER UPDATE OF "name" ON "Tag" WHEN OLD."name" IS NOT NEW."name" BEGIN
    UPDATE "entity_search" SET "tagsText" = COALESCE((SELECT group_concat(LOWER("t"."name"), char(31)) FROM "EntityTag" AS "et"
            JOIN "Tag" AS "t" ON "t"."id" = "et"."tagId" WHERE "et"."entityId" = "entity_search"."id"), '')
    WHERE "id" IN (SELECT "entityId" FROM "EntityTag" WHERE "tagId" = NEW."id");
END;

-- CreateIndex: the default list order, LOWER(name) then name then id (lib/entities/search-entities.ts),
-- complete so that a page is read in index order with no sort
CREATE INDEX "Entity_groupId_lower_name_idx" ON "Entity"("groupId", LOWER("name"), "name", "id");
