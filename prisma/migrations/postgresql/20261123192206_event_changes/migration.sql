-- AlterTable
ALTER TABLE "ChangeEvent" ADD COLUMN     "changes" TEXT;

-- CreateIndex
CREATE INDEX "ChangeEvent_groupId_entityId_seq_idx" ON "ChangeEvent"("groupId", "entityId", "seq");
