"use client";

import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import { CopyButton } from "@/components/ui/copy-button";
import { apiUrl } from "@/lib/api-client/api-request";

/** The join link of a new invitation, to copy or to scan from another phone. */
export function InvitationLink({ link, expiresAt }: { link: string; expiresAt: string }) {
  const t = useTranslations("settings.invitationLink");
  const f = useFormats();
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 dark:border-brand-900 dark:bg-brand-950/40">
      <p className="text-sm font-medium">{t("shareOnce")}</p>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        {/* Our own QR endpoint draws the code: no third-party request. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={apiUrl("/qrcode", { data: link })}
          alt={t("qrAlt")}
          width={144}
          height={144}
          className="h-36 w-36 rounded-md bg-white p-1"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <label className="block text-sm font-medium" htmlFor="invitation-link">
            {t("label")}
          </label>
          <input
            id="invitation-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-xs text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
          />
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton text={link} label={t("copy")} />
            <span className="text-sm text-stone-600 dark:text-stone-400">
              {t("validUntil", { date: f.dateTime(expiresAt) })}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
