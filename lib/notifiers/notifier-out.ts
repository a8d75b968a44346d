import type { NotifierOut } from "@/lib/schemas/notifiers";

type NotifierRow = {
  id: string;
  userId: string;
  groupId: string;
  name: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** The API shape of a notifier: everything but its URL (which carries secrets). */
export function toNotifierOut(row: NotifierRow): NotifierOut {
  return {
    id: row.id,
    userId: row.userId,
    groupId: row.groupId,
    name: row.name,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
