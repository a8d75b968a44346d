import type { Metadata } from "next";
import { TagManager } from "@/components/tag-manager/tag-manager";
import { countEntitiesPerTag } from "@/lib/tags/tag-counts";
import { requireUser } from "../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Tags" };

export default async function TagsPage() {
  const user = await requireUser();
  const counts = user.groupId ? await countEntitiesPerTag(user.groupId) : {};
  return (
    <section aria-labelledby="tags-heading">
      <h1 id="tags-heading" className="mb-4 text-2xl font-semibold tracking-tight">
        Tags
      </h1>
      {user.groupId ? (
        <TagManager counts={counts} />
      ) : (
        <p className="text-stone-600 dark:text-stone-400">
          Tags belong to a group: ask a group owner for an invitation.
        </p>
      )}
    </section>
  );
}
