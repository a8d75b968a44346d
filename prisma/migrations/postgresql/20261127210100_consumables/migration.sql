-- Consumables (lib/stock): an item's minimum quantity, its unit, and when its fall below the
-- minimum was last notified.

-- AlterTable
ALTER TABLE "Entity" ADD COLUMN     "minQuantity" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "unit" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "lowStockNotifiedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Entity_groupId_minQuantity_idx" ON "Entity"("groupId", "minQuantity");
