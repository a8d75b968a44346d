"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { StatusMessage } from "@/components/ui/status-message";
import { useCreateLocation } from "@/components/locations/use-location-mutations";
import { SUGGESTED_LOCATIONS, type FirstRun } from "@/lib/onboarding/suggested-locations";

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

/**
 * The dashboard of a group without items: tick the rooms you have and create them at once, add a
 * first item, print its label. Gone once there is an item.
 */
export function FirstRunGuide({ start }: { start: FirstRun }) {
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
        setProblem(`${name} was not created: ${(error as Error).message}`);
        break;
      }
    }
    setMade((before) => [...before, ...done]);
    setTicked((before) => before.filter((name) => !done.includes(name)));
    setBusy(false);
    router.refresh();
  };

  return (
    <section
      aria-labelledby="first-run-heading"
      className="rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5 dark:border-brand-900 dark:bg-brand-950/30"
    >
      <h2 id="first-run-heading" className="text-lg font-semibold">
        Get started
      </h2>
      <ol className="mt-3 space-y-5">
        <li>
          <h3 className="font-medium">1. Where do your things live?</h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            Tick the places you have; you can nest shelves and boxes inside them later.
          </p>
          <fieldset className="mt-2">
            <legend className="sr-only">Locations to create</legend>
            <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-5">
              {SUGGESTED_LOCATIONS.map((name) =>
                exists(name) ? (
                  <CheckboxField key={name} label={name} hint="Already there" checked disabled readOnly />
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
            {busy
              ? "Creating…"
              : ticked.length === 0
                ? "Create locations"
                : `Create ${ticked.length} location${ticked.length === 1 ? "" : "s"}`}
          </button>
          <div className="mt-2 space-y-2">
            <StatusMessage tone="info">{made.length > 0 ? `Created ${made.join(", ")}.` : ""}</StatusMessage>
            <StatusMessage tone="error">{problem}</StatusMessage>
          </div>
        </li>
        <li>
          <h3 className="font-medium">2. Add your first item</h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            A name is enough; a photo, price and warranty can follow.
          </p>
          <Link href="/entities/new" className={`${buttonStyles.primary} mt-2`}>
            Add an item
          </Link>
        </li>
        <li>
          <h3 className="font-medium">3. Print its label</h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            On the item’s page, choose Print label: its QR code opens the item when you scan it with{" "}
            <Link href="/scan" className="underline underline-offset-2">
              Scan
            </Link>{" "}
            or any phone camera.
          </p>
        </li>
      </ol>
    </section>
  );
}
