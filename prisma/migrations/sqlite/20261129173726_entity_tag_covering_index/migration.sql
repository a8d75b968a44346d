-- A tag's entities come from the index alone, with no table row read per entity (see the
-- PostgreSQL migration of the same name, which needed it for a search that matches a tag's name).

-- DropIndex
DROP INDEX "EntityTag_tagId_idx";

-- CreateIndex
CREATE INDEX "EntityTag_tagId_entityId_idx" ON "EntityTag"("tagId", "entityId");

-- Planner statistics (see 20261123121146_planner_statistics): a tag holds about 700 entities, and an
-- entity holds a tag once.
DELETE FROM "sqlite_stat1" WHERE "idx" = 'EntityTag_tagId_idx';
INSERT INTO "sqlite_stat1" ("tbl", "idx", "stat") VALUES
    ('EntityTag', 'EntityTag_tagId_entityId_idx', '140000 700 1');
