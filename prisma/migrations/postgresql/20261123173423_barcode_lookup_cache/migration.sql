-- CreateTable
CREATE TABLE "BarcodeLookup" (
    "barcode" TEXT NOT NULL,
    "products" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BarcodeLookup_pkey" PRIMARY KEY ("barcode")
);

-- CreateIndex
CREATE INDEX "BarcodeLookup_expiresAt_idx" ON "BarcodeLookup"("expiresAt");
