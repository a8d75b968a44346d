"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api-client/api-request";
import { forgetOfflineData } from "@/lib/offline/forget-offline-data";

/** Deletes the account after a confirmation, then signs out. */
export function DeleteAccount() {
  const t = useTranslations("settings.deleteAccount");
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api("DELETE /users/self"),
    onSuccess: () => void forgetOfflineData().then(() => signOut({ callbackUrl: "/login" })),
    onError: () => setConfirming(false),
  });
  return (
    <div className="space-y-3">
      {remove.error && <FormAlert>{remove.error.message}</FormAlert>}
      <button type="button" className={buttonStyles.danger} onClick={() => setConfirming(true)}>
        {t("button")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("title")}
        confirmLabel={t("confirm")}
        pendingLabel={t("deleting")}
        pending={remove.isPending}
        destructive
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      >
        {t("body")}
      </ConfirmDialog>
    </div>
  );
}
