"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { markScanned } from "@/components/loans/scan-handoff";

/** Goes to the entity at once; the link is there in case the page is slow to open. */
export function OpenEntity({ entityId, what }: { entityId: string; what: string }) {
  const t = useTranslations("scanner.open");
  const router = useRouter();
  const href = `/entities/${encodeURIComponent(entityId)}`;
  useEffect(() => {
    markScanned(entityId);
    router.push(href);
  }, [router, href, entityId]);
  return (
    <p>
      {what} {t("opening")}{" "}
      <Link href={href} className="font-medium text-brand-700 underline dark:text-brand-400">
        {t("now")}
      </Link>
    </p>
  );
}
