-- Notifiers of people no longer in the group (left behind before notifiers belonged to a membership)
-- would break the new foreign key, and they must not be sent anything anyway.
DELETE FROM "Notifier" WHERE NOT EXISTS (
    SELECT 1 FROM "GroupMembership" m WHERE m."userId" = "Notifier"."userId" AND m."groupId" = "Notifier"."groupId"
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Notifier" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "groupId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Notifier_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Notifier_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Notifier_userId_groupId_fkey" FOREIGN KEY ("userId", "groupId") REFERENCES "GroupMembership" ("userId", "groupId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Notifier" ("createdAt", "groupId", "id", "isActive", "name", "updatedAt", "url", "userId") SELECT "createdAt", "groupId", "id", "isActive", "name", "updatedAt", "url", "userId" FROM "Notifier";
DROP TABLE "Notifier";
ALTER TABLE "new_Notifier" RENAME TO "Notifier";
CREATE INDEX "Notifier_groupId_idx" ON "Notifier"("groupId");
CREATE INDEX "Notifier_userId_groupId_idx" ON "Notifier"("userId", "groupId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
