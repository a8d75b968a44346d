-- AlterTable (SQLite adds a NOT NULL column with a constant default in place: no table copy)
ALTER TABLE "Attachment" ADD COLUMN "position" INTEGER NOT NULL DEFAULT 0;
