import type { GroupOut } from "@/lib/schemas/groups";

export function toGroupOut(group: {
  id: string;
  name: string;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
}): GroupOut {
  return {
    id: group.id,
    name: group.name,
    currency: group.currency.toUpperCase(),
    createdAt: group.createdAt.toISOString(),
    updatedAt: group.updatedAt.toISOString(),
  };
}
