-- The export's header lists a group's text field names (GROUP BY "name" over the group's text
-- fields). Through ("groupId", "name") SQLite read every field's table row to test its type:
-- 15-37 ms for 40,000 fields on a loaded 2-core machine, in one turn of the event loop. This
-- index answers it alone: about 1 ms.
-- CreateIndex
CREATE INDEX "EntityField_groupId_type_name_idx" ON "EntityField"("groupId", "type", "name");

-- Planner statistics (see 20261123121146_planner_statistics): a field's type narrows little, so a
-- read by ("groupId", "name") or by entity keeps its index; a read by type and name takes this one.
INSERT INTO "sqlite_stat1" ("tbl", "idx", "stat") VALUES
    ('EntityField', 'EntityField_groupId_type_name_idx', '40000 40000 20000 6000');
