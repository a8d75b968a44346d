-- AlterTable
ALTER TABLE "AuthToken" ADD COLUMN     "oidcSignInAt" TIMESTAMP(3);
