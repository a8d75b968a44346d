import Link from "next/link";
import type { ExpiringWarranty } from "@/lib/statistics/dashboard-lists";
import { EmptyNote } from "./dashboard-card";
import { formatDay } from "./format";

export function ExpiringWarranties({ items }: { items: ExpiringWarranty[] }) {
  if (items.length === 0) return <EmptyNote>No warranty ends in the next 90 days.</EmptyNote>;
  return (
    <ul className="divide-y divide-stone-100 dark:divide-stone-800">
      {items.map((item) => (
        <li key={item.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
          <Link href={`/entities/${item.id}`} className="min-w-0 truncate font-medium hover:underline">
            {item.name}
          </Link>
          <span className="shrink-0 text-stone-500 dark:text-stone-400">
            Ends {formatDay(item.warrantyExpires)}
          </span>
        </li>
      ))}
    </ul>
  );
}
