-- DropIndex
DROP INDEX "Entity_groupId_parentId_idx";

-- CreateIndex
CREATE INDEX "Entity_groupId_parentId_archived_entityTypeId_quantity_idx" ON "Entity"("groupId", "parentId", "archived", "entityTypeId", "quantity");

-- CreateIndex
CREATE INDEX "Entity_groupId_archived_entityTypeId_idx" ON "Entity"("groupId", "archived", "entityTypeId");
