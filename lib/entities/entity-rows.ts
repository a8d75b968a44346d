import type { Prisma } from "@/lib/generated/sqlite/client";

/** The columns an entity summary is made of. */
export const summarySelect = {
  id: true,
  parentId: true,
  entityTypeId: true,
  assetId: true,
  name: true,
  description: true,
  quantity: true,
  insured: true,
  archived: true,
  purchasePrice: true,
  soldDate: true,
  createdAt: true,
  updatedAt: true,
  // Cairn's consumable fields, for lists that step what is kept in stock (`withStock`).
  minQuantity: true,
  unit: true,
} satisfies Prisma.EntitySelect;

export type SummaryRow = Prisma.EntityGetPayload<{ select: typeof summarySelect }>;

export type EntityRow = Prisma.EntityModel;
