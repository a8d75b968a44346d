"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api-client/api-request";
import type { WipeInventoryOptions } from "@/lib/schemas/collection";
import { SuccessNote } from "./success-note";

const FLAGS: (keyof WipeInventoryOptions)[] = ["wipeLocations", "wipeTags", "wipeMaintenance"];

const NO_FLAGS: WipeInventoryOptions = { wipeLocations: false, wipeTags: false, wipeMaintenance: false };

/** Deletes every item of the group (owners only), and by choice its locations, tags and maintenance. */
export function WipeInventory() {
  const t = useTranslations("dataTools.wipe");
  const flagLabels: Record<keyof WipeInventoryOptions, string> = {
    wipeLocations: t("alsoLocations"),
    wipeTags: t("alsoTags"),
    wipeMaintenance: t("alsoMaintenance"),
  };
  const queryClient = useQueryClient();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [flags, setFlags] = useState<WipeInventoryOptions>(NO_FLAGS);

  const wipe = useMutation({
    mutationFn: (options: WipeInventoryOptions) => api("POST /actions/wipe-inventory", { body: options }),
    onSuccess: () => {
      // Everything cached about the inventory is gone: drop it all.
      queryClient.clear();
      refreshPage(router);
    },
    onSettled: () => setConfirming(false),
  });

  return (
    <div className="space-y-3">
      {wipe.error && <FormAlert>{wipe.error.message}</FormAlert>}
      {wipe.isSuccess && <SuccessNote>{t("deleted", { count: wipe.data.completed })}</SuccessNote>}
      <button
        type="button"
        className={buttonStyles.danger}
        onClick={() => {
          setFlags(NO_FLAGS);
          setConfirming(true);
        }}
      >
        {t("button")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("title")}
        confirmLabel={t("confirm")}
        pendingLabel={t("wiping")}
        pending={wipe.isPending}
        destructive
        onConfirm={() => wipe.mutate(flags)}
        onCancel={() => setConfirming(false)}
      >
        <p>{t("body")}</p>
        <fieldset className="mt-3 space-y-2">
          <legend className="sr-only">{t("alsoLegend")}</legend>
          {FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={flags[flag]}
                onChange={(event) => setFlags((current) => ({ ...current, [flag]: event.target.checked }))}
                className="size-4 rounded border-stone-400 accent-red-600"
              />
              {flagLabels[flag]}
            </label>
          ))}
        </fieldset>
      </ConfirmDialog>
    </div>
  );
}
