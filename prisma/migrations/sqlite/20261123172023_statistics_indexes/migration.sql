-- CreateIndex: covers the value statistics (lib/statistics/inventory-value.ts, organizer-totals.ts)
CREATE INDEX "Entity_value_idx" ON "Entity"("groupId", "soldDate", "archived", "parentId", "quantity", "entityTypeId", "purchasePrice", "purchaseDate", "createdAt", "id");

-- CreateIndex: covers the warranty count and list of the dashboard (lib/statistics/group-statistics.ts)
CREATE INDEX "Entity_warranty_idx" ON "Entity"("groupId", "lifetimeWarranty", "warrantyExpires", "archived", "soldDate", "entityTypeId");

-- Planner statistics for both (see 20261123121146_planner_statistics): one group holds nearly every
-- row and nearly every entity is unsold and not archived, so groupId, soldDate and archived narrow
-- nothing; a parent has a few dozen children; lifetime warranties are rare, expiry dates spread.
INSERT INTO "sqlite_stat1" ("tbl", "idx", "stat") VALUES
    ('Entity', 'Entity_value_idx', '100000 100000 100000 100000 25 20 20 20 1 1 1'),
    ('Entity', 'Entity_warranty_idx', '100000 100000 100000 2 2 2 2');
