-- Entity search (lib/entities/search): "purchased from" joins the searched texts.
--
-- "entity_search" gains "purchaseFromText" (LOWER of Entity."purchaseFrom", like the other texts),
-- and "entity_fts" is made again with it as a column: an FTS5 table cannot gain a column. The
-- triggers that name the columns are made again to match, everything else is as in *_search_index.

-- DropTrigger
DROP TRIGGER "entity_fts_follows_insert";
DROP TRIGGER "entity_fts_follows_delete";
DROP TRIGGER "entity_fts_follows_update";
DROP TRIGGER "Entity_search_after_insert";
DROP TRIGGER "Entity_search_after_update";

-- DropTable
DROP TABLE "entity_fts";

-- AlterTable
ALTER TABLE "entity_search" ADD COLUMN "purchaseFromText" TEXT NOT NULL DEFAULT '';

-- Backfill
UPDATE "entity_search" SET "purchaseFromText" = COALESCE(
    (SELECT LOWER("e"."purchaseFrom") FROM "Entity" AS "e" WHERE "e"."id" = "entity_search"."id"), '');

-- CreateVirtualTable
CREATE VIRTUAL TABLE "entity_fts" USING fts5(
    "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "purchaseFromText", "fieldsText", "tagsText",
    content = 'entity_search',
    content_rowid = 'searchId',
    tokenize = 'trigram case_sensitive 1',
    columnsize = 0
);

INSERT INTO "entity_fts" ("entity_fts") VALUES ('rebuild');

-- CreateTrigger: the index follows "entity_search"
CREATE TRIGGER "entity_fts_follows_insert" AFTER INSERT ON "entity_search" BEGIN
    INSERT INTO "entity_fts" ("rowid", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "purchaseFromText", "fieldsText", "tagsText")
    VALUES (NEW."searchId", NEW."nameText", NEW."descriptionText", NEW."serialNumberText", NEW."modelNumberText", NEW."manufacturerText", NEW."notesText", NEW."purchaseFromText", NEW."fieldsText", NEW."tagsText");
END;

CREATE TRIGGER "entity_fts_follows_delete" AFTER DELETE ON "entity_search" BEGIN
    INSERT INTO "entity_fts" ("entity_fts", "rowid", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "purchaseFromText", "fieldsText", "tagsText")
    VALUES ('delete', OLD."searchId", OLD."nameText", OLD."descriptionText", OLD."serialNumberText", OLD."modelNumberText", OLD."manufacturerText", OLD."notesText", OLD."purchaseFromText", OLD."fieldsText", OLD."tagsText");
END;

CREATE TRIGGER "entity_fts_follows_update" AFTER UPDATE OF "searchId", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "purchaseFromText", "fieldsText", "tagsText" ON "entity_search"
WHEN OLD."searchId" IS NOT NEW."searchId"
    OR OLD."nameText" IS NOT NEW."nameText"
    OR OLD."descriptionText" IS NOT NEW."descriptionText"
    OR OLD."serialNumberText" IS NOT NEW."serialNumberText"
    OR OLD."modelNumberText" IS NOT NEW."modelNumberText"
    OR OLD."manufacturerText" IS NOT NEW."manufacturerText"
    OR OLD."notesText" IS NOT NEW."notesText"
    OR OLD."purchaseFromText" IS NOT NEW."purchaseFromText"
    OR OLD."fieldsText" IS NOT NEW."fieldsText"
    OR OLD."tagsText" IS NOT NEW."tagsText"
BEGIN
    INSERT INTO "entity_fts" ("entity_fts", "rowid", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "purchaseFromText", "fieldsText", "tagsText")
    VALUES ('delete', OLD."searchId", OLD."nameText", OLD."descriptionText", OLD."serialNumberText", OLD."modelNumberText", OLD."manufacturerText", OLD."notesText", OLD."purchaseFromText", OLD."fieldsText", OLD."tagsText");
    INSERT INTO "entity_fts" ("rowid", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "purchaseFromText", "fieldsText", "tagsText")
    VALUES (NEW."searchId", NEW."nameText", NEW."descriptionText", NEW."serialNumberText", NEW."modelNumberText", NEW."manufacturerText", NEW."notesText", NEW."purchaseFromText", NEW."fieldsText", NEW."tagsText");
END;

-- CreateTrigger: "entity_search" follows Entity
CREATE TRIGGER "Entity_search_after_insert" AFTER INSERT ON "Entity" BEGIN
    INSERT INTO "entity_search" ("id", "groupId", "entityTypeId", "parentId", "archived", "assetId", "name", "createdAt", "updatedAt", "nameText", "descriptionText", "serialNumberText", "modelNumberText", "manufacturerText", "notesText", "purchaseFromText", "fieldsText", "tagsText")
    VALUES (
        NEW."id", NEW."groupId", NEW."entityTypeId", NEW."parentId", NEW."archived", NEW."assetId", NEW."name", NEW."createdAt", NEW."updatedAt",
        LOWER(NEW."name"), LOWER(NEW."description"), LOWER(NEW."serialNumber"), LOWER(NEW."modelNumber"), LOWER(NEW."manufacturer"), LOWER(NEW."notes"), LOWER(NEW."purchaseFrom"),
        COALESCE((SELECT group_concat(LOWER("f"."textValue"), char(31)) FROM "EntityField" AS "f"
            WHERE "f"."entityId" = NEW."id" AND "f"."type" = 'text'), ''),
        COALESCE((SELECT group_concat(LOWER("t"."name"), char(31)) FROM "EntityTag" AS "et"
            JOIN "Tag" AS "t" ON "t"."id" = "et"."tagId" WHERE "et"."entityId" = NEW."id"), '')
    );
END;

CREATE TRIGGER "Entity_search_after_update" AFTER UPDATE OF "id", "groupId", "entityTypeId", "parentId", "archived", "assetId", "name", "createdAt", "updatedAt", "description", "serialNumber", "modelNumber", "manufacturer", "notes", "purchaseFrom" ON "Entity"
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
    OR OLD."purchaseFrom" IS NOT NEW."purchaseFrom"
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
        "notesText" = LOWER(NEW."notes"),
        "purchaseFromText" = LOWER(NEW."purchaseFrom")
    WHERE "id" = OLD."id";
END;
