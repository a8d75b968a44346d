-- AlterTable
ALTER TABLE "AuthToken" ADD COLUMN "oidcSignInAt" DATETIME;
