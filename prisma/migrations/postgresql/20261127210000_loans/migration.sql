-- CreateTable
CREATE TABLE "Loan" (
    "id" TEXT NOT NULL,
    "groupId" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "borrowerUserId" TEXT,
    "borrowerName" TEXT NOT NULL,
    "borrowerContact" TEXT NOT NULL DEFAULT '',
    "dueDate" TIMESTAMP(3),
    "note" TEXT NOT NULL DEFAULT '',
    "checkedOutAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checkedOutById" TEXT,
    "returnedAt" TIMESTAMP(3),
    "returnNote" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Loan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Loan_groupId_returnedAt_dueDate_idx" ON "Loan"("groupId", "returnedAt", "dueDate");

-- CreateIndex
CREATE INDEX "Loan_entityId_returnedAt_idx" ON "Loan"("entityId", "returnedAt");

-- CreateIndex
CREATE INDEX "Loan_groupId_borrowerUserId_idx" ON "Loan"("groupId", "borrowerUserId");

-- CreateIndex
CREATE INDEX "Loan_groupId_borrowerName_idx" ON "Loan"("groupId", "borrowerName");

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "Entity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_borrowerUserId_fkey" FOREIGN KEY ("borrowerUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_checkedOutById_fkey" FOREIGN KEY ("checkedOutById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
