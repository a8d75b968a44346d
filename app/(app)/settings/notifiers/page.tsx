import type { Metadata } from "next";
import Link from "next/link";
import { NotifierManager } from "@/components/notifiers/notifier-manager";
import { tenantOfUser } from "@/lib/auth/tenant-of-user";
import { listMaskedNotifierUrls } from "@/lib/notifiers/list-masked-notifier-urls";
import { requireUser } from "../../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Notifiers" };

export default async function NotifiersPage() {
  const ctx = await tenantOfUser(await requireUser());
  return (
    <section aria-labelledby="notifiers-page-heading">
      <p className="mb-1 text-sm">
        <Link href="/settings" className="text-stone-600 hover:underline dark:text-stone-400">
          Settings
        </Link>
      </p>
      <h1 id="notifiers-page-heading" className="mb-1 text-2xl font-semibold tracking-tight">
        Notifiers
      </h1>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">
        Maintenance that is due and warranties about to end are sent to your active notifiers.
      </p>
      {ctx ? (
        <NotifierManager maskedUrls={await listMaskedNotifierUrls(ctx)} />
      ) : (
        <p className="text-stone-600 dark:text-stone-400">
          Notifiers belong to a group: ask a group owner for an invitation.
        </p>
      )}
    </section>
  );
}
