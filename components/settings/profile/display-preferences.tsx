"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useState, useTransition } from "react";
import { writeCookie } from "@/components/i18n/locale-cookie";
import { LOCALE_COOKIE } from "@/lib/i18n/cookie-names";
import { SettingsSection } from "@/components/settings/settings-section";
import { SelectField } from "@/components/ui/select-field";
import { api } from "@/lib/api-client/api-request";
import { createFormats } from "@/lib/i18n/format";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import type { DisplayPreferences } from "@/lib/schemas/display-preferences";

const SAMPLE_DAY = "2026-03-01";
const FOLLOW = "follow";

/**
 * Language, date format, first day of the week and time zone. Each choice saves at once and the
 * page redraws in place: no reload, nothing typed elsewhere is lost.
 */
export function DisplayPreferencesSection({ initial }: { initial: DisplayPreferences }) {
  const t = useTranslations("preferences");
  const locale = useLocale();
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  async function save(change: DisplayPreferences) {
    setError(null);
    try {
      const { item } = await api("PATCH /users/self/display", {
        body: change,
      });
      setSaved(item);
      // Signed out, the sign-in page keeps speaking the language chosen here.
      if ("locale" in change) writeCookie(LOCALE_COOKIE, change.locale ?? null);
      startTransition(() => refreshPage(router));
    } catch {
      setError(t("saveFailed"));
    }
  }

  const sample = (dateFormat: "auto" | "iso" | "dmy" | "mdy") =>
    createFormats({ locale, currency: "EUR", dateFormat, timeZone: "UTC" }).day(SAMPLE_DAY);
  const browserZone = typeof Intl === "object" ? Intl.DateTimeFormat().resolvedOptions().timeZone : "UTC";
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const weekday = (day: number) =>
    new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2026, 10, 1 + day)), // 1 Nov 2026 is a Sunday
    );

  return (
    <SettingsSection id="profile-display" title={t("title")} description={t("description")}>
      <div className="grid gap-4 sm:grid-cols-2" aria-busy={pending}>
        <SelectField
          label={t("language")}
          value={saved.locale ?? FOLLOW}
          onChange={(event) => {
            const value = event.target.value;
            void save({ locale: value === FOLLOW ? null : (value as (typeof LOCALES)[number]) });
          }}
        >
          <option value={FOLLOW}>{t("followBrowser")}</option>
          {LOCALES.map((value) => (
            <option key={value} value={value} lang={value}>
              {LOCALE_NAMES[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("dateFormat")}
          value={saved.dateFormat ?? "auto"}
          onChange={(event) =>
            void save({ dateFormat: event.target.value as "auto" | "iso" | "dmy" | "mdy" })
          }
        >
          <option value="auto">{t("dateFormatAuto", { example: sample("auto") })}</option>
          <option value="iso">{sample("iso")}</option>
          <option value="dmy">{sample("dmy")}</option>
          <option value="mdy">{sample("mdy")}</option>
        </SelectField>
        <SelectField
          label={t("weekStart")}
          value={String(saved.weekStart ?? "auto")}
          onChange={(event) => {
            const value = event.target.value;
            void save({ weekStart: value === "auto" ? "auto" : Number(value) });
          }}
        >
          <option value="auto">{t("weekStartAuto")}</option>
          {[1, 0, 6].map((day) => (
            <option key={day} value={day}>
              {weekday(day)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("timeZone")}
          value={saved.timeZone ?? FOLLOW}
          onChange={(event) => {
            const value = event.target.value;
            void save({ timeZone: value === FOLLOW ? null : value });
          }}
        >
          <option value={FOLLOW}>{t("timeZoneBrowser", { zone: browserZone })}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </SelectField>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </SettingsSection>
  );
}
