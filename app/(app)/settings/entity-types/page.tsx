import type { Metadata } from "next";
import Link from "next/link";
import { EntityTypeManager } from "@/components/entity-types/entity-type-manager";
import { requireUser } from "../../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Item and location types" };

export default async function EntityTypesPage() {
  const user = await requireUser();
  return (
    <section aria-labelledby="entity-types-heading">
      <p className="mb-1 text-sm">
        <Link href="/settings" className="text-stone-600 hover:underline dark:text-stone-400">
          Settings
        </Link>
      </p>
      <h1 id="entity-types-heading" className="mb-1 text-2xl font-semibold tracking-tight">
        Item and location types
      </h1>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">
        Every item and location has a type. Location types make things show in the location tree.
      </p>
      {user.groupId ? (
        <EntityTypeManager />
      ) : (
        <p className="text-stone-600 dark:text-stone-400">
          Types belong to a group: ask a group owner for an invitation.
        </p>
      )}
    </section>
  );
}
