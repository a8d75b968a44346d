"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { StatusMessage } from "@/components/ui/status-message";
import { useCreateLocation } from "@/components/locations/use-location-mutations";
import type { FirstRun } from "@/lib/onboarding/suggested-locations";

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

/**
 * The dashboard of a group without items: tick the rooms you have and create them at once, add a
 * first item, print its label. Gone once there is an item.
 */
export function FirstRunGuide({ start }: { start: FirstRun }) {
  const t = useTranslations("dashboard.firstRun");
  const rooms = useTranslations("seed");
  // Rooms most homes have, offered as first locations, named in the reader's language.
  const suggested = [
    rooms("locations.garage"),
    rooms("locations.kitchen"),
    rooms("locations.basement"),
    rooms("locations.office"),
    rooms("locations.attic"),
    rooms("locations.livingRoom"),
    rooms("locations.bedroom"),
    rooms("rooms.shed"),
    rooms("rooms.workshop"),
    rooms("rooms.pantry"),
  ];
  const router = useRouter();
  const create = useCreateLocation();
  const [ticked, setTicked] = useState<string[]>([]);
  const [made, setMade] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const exists = (name: string) => [...start.locations, ...made].some((known) => sameName(known, name));

  const createTicked = async () => {
    setBusy(true);
    setProblem(null);
    const done: string[] = [];
    for (const name of ticked) {
      try {
        await create.mutateAsync({ name, parentId: null, entityTypeId: start.locationTypeId });
        done.push(name);
      } catch (error) {
        setProblem(t("notCreated", { name, reason: (error as Error).message }));
        break;
      }
    }
    setMade((before) => [...before, ...done]);
    setTicked((before) => before.filter((name) => !done.includes(name)));
    setBusy(false);
    refreshPage(router);
  };

  return (
    <section
      aria-labelledby="first-run-heading"
      className="rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5 dark:border-brand-900 dark:bg-brand-950/30"
    >
      <h2 id="first-run-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <ol className="mt-3 space-y-5">
        <li>
          <h3 className="font-medium">{t("step1")}</h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">{t("step1Hint")}</p>
          <fieldset className="mt-2">
            <legend className="sr-only">{t("legend")}</legend>
            <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-5">
              {suggested.map((name) =>
                exists(name) ? (
                  <CheckboxField key={name} label={name} hint={t("alreadyThere")} checked disabled readOnly />
                ) : (
                  <CheckboxField
                    key={name}
                    label={name}
                    checked={ticked.includes(name)}
                    disabled={busy}
                    onChange={(event) =>
                      setTicked((before) =>
                        event.target.checked ? [...before, name] : before.filter((known) => known !== name),
                      )
                    }
                  />
                ),
              )}
            </div>
          </fieldset>
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-2`}
            disabled={busy || ticked.length === 0}
            onClick={() => void createTicked()}
          >
            {busy ? t("creating") : t("createLocations", { count: ticked.length })}
          </button>
          <div className="mt-2 space-y-2">
            <StatusMessage tone="info">
              {made.length > 0 ? t("created", { names: made.join(", ") }) : ""}
            </StatusMessage>
            <StatusMessage tone="error">{problem}</StatusMessage>
          </div>
        </li>
        <li>
          <h3 className="font-medium">{t("step2")}</h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">{t("step2Hint")}</p>
          <Link href="/entities/new" className={`${buttonStyles.primary} mt-2`}>
            {t("addItem")}
          </Link>
        </li>
        <li>
          <h3 className="font-medium">{t("step3")}</h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t.rich("step3Hint", {
              scan: (chunks) => (
                <Link href="/scan" className="underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </li>
      </ol>
    </section>
  );
}
