"use client";

import { useMembers } from "./use-members";

export function MembersList() {
  const members = useMembers();
  if (members.isPending)
    return <p className="text-sm text-stone-500 dark:text-stone-400">Loading members…</p>;
  if (members.isError)
    return <p className="text-sm text-red-700 dark:text-red-400">{members.error.message}</p>;
  return (
    <ul className="divide-y divide-stone-100 dark:divide-stone-800">
      {members.data.map((member) => (
        <li key={member.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="block font-medium">{member.name}</span>
            <span className="block truncate text-stone-600 dark:text-stone-400">{member.email}</span>
          </span>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium capitalize text-stone-700 dark:bg-stone-800 dark:text-stone-300">
            {member.role}
          </span>
        </li>
      ))}
    </ul>
  );
}
