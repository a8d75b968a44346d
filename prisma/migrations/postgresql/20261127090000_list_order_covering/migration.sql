-- The default list order's index also carries the columns the plain list filters on (archived,
-- entityTypeId) and returns (parentId), so a page can be read by an index-only scan instead of
-- visiting every row skipped on the way to a deep page.
DROP INDEX "Entity_groupId_lower_name_idx";
CREATE INDEX "Entity_groupId_lower_name_idx" ON "Entity"("groupId", LOWER("name"), "name", "id") INCLUDE ("archived", "entityTypeId", "parentId");
