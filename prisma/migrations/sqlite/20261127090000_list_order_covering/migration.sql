-- The default list order's index also carries the columns the plain list filters on (archived,
-- entityTypeId) and returns (parentId), so a page is read from the index alone. Before, every row
-- skipped on the way to a deep page was looked up in the table: page 40 of 50 (offset 1950) cost
-- 7–15 ms on 50k imported entities, 0.3–1 ms from the index alone.
DROP INDEX "Entity_groupId_lower_name_idx";
CREATE INDEX "Entity_groupId_lower_name_idx" ON "Entity"("groupId", LOWER("name"), "name", "id", "archived", "entityTypeId", "parentId");

-- Its planner statistics (see 20261123121146_planner_statistics), one figure per column. Dropping the
-- index dropped its row; without one the planner takes groupId alone for ten rows and chose this
-- index over the primary key for `"groupId" = ? AND "id" IN (…)`.
DELETE FROM "sqlite_stat1" WHERE "tbl" = 'Entity' AND "idx" = 'Entity_groupId_lower_name_idx';
INSERT INTO "sqlite_stat1" ("tbl", "idx", "stat") VALUES
    ('Entity', 'Entity_groupId_lower_name_idx', '100000 100000 16 16 1 1 1 1');
