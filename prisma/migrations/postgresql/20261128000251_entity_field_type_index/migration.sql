-- The export's header lists a group's text field names: an index-only scan instead of reading
-- every field's row to test its type (see the SQLite migration of the same name).
-- CreateIndex
CREATE INDEX "EntityField_groupId_type_name_idx" ON "EntityField"("groupId", "type", "name");
