-- AlterTable
ALTER TABLE "GroupInvitation" ADD COLUMN     "role" TEXT NOT NULL DEFAULT 'user';
