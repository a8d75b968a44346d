-- CreateTable
CREATE TABLE "ChangeEvent" (
    "seq" SERIAL NOT NULL,
    "groupId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "entityId" TEXT,
    "actorId" TEXT,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChangeEvent_pkey" PRIMARY KEY ("seq")
);

-- CreateIndex
CREATE INDEX "ChangeEvent_groupId_seq_idx" ON "ChangeEvent"("groupId", "seq");

-- CreateIndex
CREATE INDEX "ChangeEvent_at_idx" ON "ChangeEvent"("at");

-- AddForeignKey
ALTER TABLE "ChangeEvent" ADD CONSTRAINT "ChangeEvent_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
