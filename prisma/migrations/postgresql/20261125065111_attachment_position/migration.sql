-- AlterTable
ALTER TABLE "Attachment" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;
