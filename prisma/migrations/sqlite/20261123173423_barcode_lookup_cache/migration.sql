-- CreateTable
CREATE TABLE "BarcodeLookup" (
    "barcode" TEXT NOT NULL PRIMARY KEY,
    "products" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "BarcodeLookup_expiresAt_idx" ON "BarcodeLookup"("expiresAt");
