-- CreateIndex
CREATE INDEX "Entity_value_idx" ON "Entity"("groupId", "soldDate", "archived", "parentId", "quantity", "entityTypeId", "purchasePrice", "purchaseDate", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Entity_warranty_idx" ON "Entity"("groupId", "lifetimeWarranty", "warrantyExpires", "archived", "soldDate", "entityTypeId");
