import type { Metadata } from "next";
import Link from "next/link";
import { TemplateManager } from "@/components/templates/template-manager";
import { requireUser } from "../../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Templates" };

export default async function TemplatesPage() {
  const user = await requireUser();
  return (
    <section aria-labelledby="templates-heading">
      <p className="mb-1 text-sm">
        <Link href="/settings" className="text-stone-600 hover:underline dark:text-stone-400">
          Settings
        </Link>
      </p>
      <h1 id="templates-heading" className="mb-1 text-2xl font-semibold tracking-tight">
        Templates
      </h1>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">
        Item templates fill in the fields you use again and again.
      </p>
      {user.groupId ? (
        <TemplateManager />
      ) : (
        <p className="text-stone-600 dark:text-stone-400">
          Templates belong to a group: ask a group owner for an invitation.
        </p>
      )}
    </section>
  );
}
