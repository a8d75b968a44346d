-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CollectionExport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "groupId" TEXT NOT NULL,
    "createdById" TEXT,
    "kind" TEXT NOT NULL DEFAULT 'export',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT NOT NULL DEFAULT '',
    "storageKey" TEXT,
    "size" BIGINT NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "completedAt" DATETIME,
    CONSTRAINT "CollectionExport_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CollectionExport_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_CollectionExport" ("completedAt", "createdAt", "createdById", "error", "groupId", "id", "progress", "size", "status", "storageKey", "updatedAt") SELECT "completedAt", "createdAt", "createdById", "error", "groupId", "id", "progress", "size", "status", "storageKey", "updatedAt" FROM "CollectionExport";
DROP TABLE "CollectionExport";
ALTER TABLE "new_CollectionExport" RENAME TO "CollectionExport";
CREATE INDEX "CollectionExport_groupId_createdAt_idx" ON "CollectionExport"("groupId", "createdAt");
CREATE INDEX "CollectionExport_status_updatedAt_idx" ON "CollectionExport"("status", "updatedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
