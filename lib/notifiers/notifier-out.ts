import type { NotifierOut } from "@/lib/schemas/notifiers";

type NotifierRow = {
  id: string;
  userId: string;
  groupId: string;
  name: string;
  url: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * HomeBox's NotifierOut, URL included: HomeBox's notifier page fills its edit form and its Test
 * button from it. Only the notifier's maker is ever given this shape; owners listing the group's
 * notifiers get the URL masked (list-group-notifiers.ts).
 */
export function toNotifierOut(row: NotifierRow): NotifierOut {
  return {
    id: row.id,
    userId: row.userId,
    groupId: row.groupId,
    name: row.name,
    url: row.url,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
