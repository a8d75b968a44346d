-- AlterTable
ALTER TABLE "CollectionExport" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'export';

-- CreateIndex
CREATE INDEX "CollectionExport_status_updatedAt_idx" ON "CollectionExport"("status", "updatedAt");
