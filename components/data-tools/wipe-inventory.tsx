"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiRequest } from "@/lib/api-client/api-request";
import type { ActionAmountOut } from "@/lib/schemas/entities";
import type { WipeInventoryOptions } from "@/lib/schemas/collection";
import { SuccessNote } from "./success-note";
import { plural } from "@/lib/text/plural";

const FLAGS: { key: keyof WipeInventoryOptions; label: string }[] = [
  { key: "wipeLocations", label: "Also delete locations" },
  { key: "wipeTags", label: "Also delete tags" },
  { key: "wipeMaintenance", label: "Also delete maintenance entries" },
];

const NO_FLAGS: WipeInventoryOptions = { wipeLocations: false, wipeTags: false, wipeMaintenance: false };

/** Deletes every item of the group (owners only), and by choice its locations, tags and maintenance. */
export function WipeInventory() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [flags, setFlags] = useState<WipeInventoryOptions>(NO_FLAGS);

  const wipe = useMutation({
    mutationFn: (options: WipeInventoryOptions) =>
      apiRequest<ActionAmountOut>("/actions/wipe-inventory", { method: "POST", body: options }),
    onSuccess: () => {
      // Everything cached about the inventory is gone: drop it all.
      queryClient.clear();
      router.refresh();
    },
    onSettled: () => setConfirming(false),
  });

  return (
    <div className="space-y-3">
      {wipe.error && <FormAlert>{wipe.error.message}</FormAlert>}
      {wipe.isSuccess && <SuccessNote>{`${plural(wipe.data.completed, "record")} deleted.`}</SuccessNote>}
      <button
        type="button"
        className={buttonStyles.danger}
        onClick={() => {
          setFlags(NO_FLAGS);
          setConfirming(true);
        }}
      >
        Wipe inventory…
      </button>
      <ConfirmDialog
        open={confirming}
        title="Wipe the inventory?"
        confirmLabel="Wipe inventory"
        pendingLabel="Wiping…"
        pending={wipe.isPending}
        destructive
        onConfirm={() => wipe.mutate(flags)}
        onCancel={() => setConfirming(false)}
      >
        <p>Every item of this group is deleted, with its photos and attachments. This cannot be undone.</p>
        <fieldset className="mt-3 space-y-2">
          <legend className="sr-only">What else to delete</legend>
          {FLAGS.map((flag) => (
            <label key={flag.key} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={flags[flag.key]}
                onChange={(event) =>
                  setFlags((current) => ({ ...current, [flag.key]: event.target.checked }))
                }
                className="size-4 rounded border-stone-400 accent-red-600"
              />
              {flag.label}
            </label>
          ))}
        </fieldset>
      </ConfirmDialog>
    </div>
  );
}
