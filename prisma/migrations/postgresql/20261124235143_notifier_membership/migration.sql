-- Notifiers of people no longer in the group (left behind before notifiers belonged to a membership)
-- would break the new foreign key, and they must not be sent anything anyway.
DELETE FROM "Notifier" WHERE NOT EXISTS (
    SELECT 1 FROM "GroupMembership" m WHERE m."userId" = "Notifier"."userId" AND m."groupId" = "Notifier"."groupId"
);

-- DropIndex
DROP INDEX "Notifier_userId_idx";

-- CreateIndex
CREATE INDEX "Notifier_userId_groupId_idx" ON "Notifier"("userId", "groupId");

-- AddForeignKey
ALTER TABLE "Notifier" ADD CONSTRAINT "Notifier_userId_groupId_fkey" FOREIGN KEY ("userId", "groupId") REFERENCES "GroupMembership"("userId", "groupId") ON DELETE CASCADE ON UPDATE CASCADE;
