-- CreateTable
CREATE TABLE "DeletedEntity" (
    "entityId" TEXT NOT NULL PRIMARY KEY,
    "groupId" TEXT NOT NULL,
    "snapshot" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DeletedEntity_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "DeletedEntity_groupId_idx" ON "DeletedEntity"("groupId");

-- CreateIndex
CREATE INDEX "DeletedEntity_expiresAt_idx" ON "DeletedEntity"("expiresAt");
