-- CreateTable
CREATE TABLE "DeletedEntity" (
    "entityId" TEXT NOT NULL,
    "groupId" TEXT NOT NULL,
    "snapshot" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeletedEntity_pkey" PRIMARY KEY ("entityId")
);

-- CreateIndex
CREATE INDEX "DeletedEntity_groupId_idx" ON "DeletedEntity"("groupId");

-- CreateIndex
CREATE INDEX "DeletedEntity_expiresAt_idx" ON "DeletedEntity"("expiresAt");

-- AddForeignKey
ALTER TABLE "DeletedEntity" ADD CONSTRAINT "DeletedEntity_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
