-- Consumables (lib/stock): an item's minimum quantity, its unit, and when its fall below the
-- minimum was last notified.
--
-- AlterTable (SQLite adds a column with a constant default in place: no table copy, so the search
-- triggers on "Entity" stay as they are)
ALTER TABLE "Entity" ADD COLUMN "minQuantity" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Entity" ADD COLUMN "unit" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Entity" ADD COLUMN "lowStockNotifiedAt" DATETIME;

-- CreateIndex
CREATE INDEX "Entity_groupId_minQuantity_idx" ON "Entity"("groupId", "minQuantity");

-- Planner statistics (see 20261123121146_planner_statistics): nearly every item has no minimum, so
-- (groupId, minQuantity) narrows little and the planner keeps the indexes the other reads use.
INSERT INTO "sqlite_stat1" ("tbl", "idx", "stat") VALUES
    ('Entity', 'Entity_groupId_minQuantity_idx', '100000 100000 50000');
