-- AlterTable (SQLite adds a NOT NULL column with a constant default in place: no table copy)
ALTER TABLE "GroupInvitation" ADD COLUMN "role" TEXT NOT NULL DEFAULT 'user';
