import Link from "next/link";
import type { RecentItem } from "@/lib/statistics/dashboard-lists";
import { EmptyNote } from "./dashboard-card";
import { formatDay } from "./format";

export function RecentItems({ items }: { items: RecentItem[] }) {
  if (items.length === 0) return <EmptyNote>No items yet. Items you add show up here.</EmptyNote>;
  return (
    <ul className="divide-y divide-stone-100 dark:divide-stone-800">
      {items.map((item) => (
        <li key={item.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
          <span className="min-w-0">
            <Link href={`/entities/${item.id}`} className="block truncate font-medium hover:underline">
              {item.name}
            </Link>
            {item.location && (
              <span className="block truncate text-stone-500 dark:text-stone-400">in {item.location}</span>
            )}
          </span>
          <span className="shrink-0 text-stone-500 dark:text-stone-400">
            Added {formatDay(item.createdAt, false)}
          </span>
        </li>
      ))}
    </ul>
  );
}
