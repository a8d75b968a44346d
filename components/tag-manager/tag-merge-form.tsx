"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField } from "@/components/ui/select-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { tagMerge, type TagMerge, type TagSummaryOut } from "@/lib/schemas/tags";
import type { TagOption } from "./tag-forest";
import { useMergeTag } from "./use-tag-mutations";

type TagMergeFormProps = {
  tag: TagSummaryOut;
  targets: TagOption[];
  onDone: (into: TagOption | null) => void;
};

/** Chooses the tag to fold `tag` into, then asks before merging (the merged tag is deleted). */
export function TagMergeForm({ tag, targets, onDone }: TagMergeFormProps) {
  const t = useTranslations("tagManager.merge");
  const tc = useTranslations("common");
  const [intoId, setIntoId] = useState("");
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const merge = useMergeTag();
  const into = targets.find((target) => target.id === intoId);
  // The one field is chosen from a list of valid tags, so any refusal is said above the form.
  const {
    failure,
    pending,
    submit: send,
    formRef,
  } = useCheckedSubmit(
    tagMerge,
    (body: TagMerge) => merge.mutateAsync({ id: tag.id, intoId: body.intoId }),
    "",
    { shownFields: [] },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!into) {
      setError(t("chooseError"));
      return;
    }
    setError(undefined);
    setConfirming(true);
  };
  // mutateAsync, not mutate's callbacks: the refetch after a merge removes the merged tag's row, and
  // with it this form, before React Query would call back into it, so the notice was sometimes lost.
  const confirm = async () => {
    if (!into) return;
    const merged = await send({ intoId: into.id });
    setConfirming(false);
    if (merged) onDone(into);
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t("form", { name: tag.name })}
      className="space-y-3"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <SelectField
        label={t("into", { name: tag.name })}
        value={intoId}
        error={error}
        onChange={(event) => setIntoId(event.target.value)}
        options={[
          { value: "", label: t("choose") },
          ...targets.map((t) => ({ value: t.id, label: t.label })),
        ]}
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonStyles.primary}>
          {t("submit")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => onDone(null)}>
          {tc("cancel")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("confirmTitle", { name: tag.name, into: into?.label ?? "" })}
        confirmLabel={t("confirm")}
        destructive
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {t("body", { name: tag.name, into: into?.label ?? "" })}
      </ConfirmDialog>
    </form>
  );
}
