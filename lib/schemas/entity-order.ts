// Kept free of zod: the entity list page's browser code reads these, and zod would add ~32 kB to it.
export const ENTITY_ORDERS = ["name", "createdAt", "updatedAt", "assetId"] as const;
export type EntityOrder = (typeof ENTITY_ORDERS)[number];
