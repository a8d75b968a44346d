"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { emptyDraft, newField } from "@/components/entity/entity-draft";
import { entityDraftCheck, type CheckedDraft } from "@/components/entity/entity-draft-check";
import { uploadAttachment } from "@/components/entity/use-attachment-mutations";
import { useSaveEntity } from "@/components/entity/use-save-entity";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { EntityPicker, type PickedEntity } from "@/components/pickers/entity-picker";
import { TagPicker } from "@/components/pickers/tag-picker";
import { buttonStyles } from "@/components/ui/button-styles";
import { queryKeys } from "@/lib/api-client/query-keys";
import { queueCreate } from "@/lib/offline-queue/browser-queue";
import { isOffline } from "@/lib/offline-queue/queue-state";
import { ApiRequestError } from "@/lib/api-client/api-request";
import type { EntityOut } from "@/lib/schemas/entities";
import { moreFieldsHref } from "./more-fields-href";
import { PhotoChooser } from "./photo-chooser";
import type { QuickAddPrefill } from "./quick-add-prefill";
import {
  loadRecentLocations,
  storeRecentLocations,
  withRecentLocation,
  withoutLocation,
} from "./recent-locations";

type QuickAddFormProps = {
  prefill: QuickAddPrefill;
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
  /** Saved with "Save and add another": the sheet stays open for the next one. */
  onAdded: (entity: EntityOut) => void;
};

/**
 * Photo, name, location, tags and quantity: the item is created (through the editor's own save),
 * then the photo goes up as its primary photo. A failed upload leaves the item saved; Save again
 * only retries what did not happen yet.
 */
export function QuickAddForm({ prefill, onBusyChange, onClose, onAdded }: QuickAddFormProps) {
  const t = useTranslations("quickAdd.form");
  const tc = useTranslations("common");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [recent, setRecent] = useState(loadRecentLocations);
  const [photo, setPhoto] = useState<File | null>(null);
  const [name, setName] = useState(prefill.name ?? "");
  const [location, setLocation] = useState<PickedEntity | null>(() => recent[0] ?? null);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [quantity, setQuantity] = useState("1");
  const [saved, setSaved] = useState<EntityOut | null>(null);
  const save = useSaveEntity({});
  const nameRef = useRef<HTMLInputElement>(null);

  // With a keyboard at hand the name is what comes first; on a touch screen the photo is, and the
  // on-screen keyboard should not cover the sheet before anyone asked for it.
  useEffect(() => {
    if (window.matchMedia("(pointer: fine)").matches) nameRef.current?.focus();
  }, []);

  const draft = {
    ...emptyDraft,
    name,
    quantity,
    parent: location,
    tagIds,
    fields: prefill.barcode ? [newField("Barcode", prefill.barcode)] : [],
  };

  // Which button sent the form: "Save and add another" keeps the sheet open.
  const another = useRef(false);
  // Offline, the item (and its photo) waits on this device and is created when the connection is
  // back (components/sync); the header counts what waits.
  const queueOffline = async (createBody: Record<string, unknown>) => {
    await queueCreate({
      body: createBody,
      photo: photo ? { blob: photo, name: photo.name || "photo.jpg" } : undefined,
      label: name.trim(),
    });
    if (!another.current) return onClose();
    setName("");
    setPhoto(null);
    setQuantity("1");
    setTagIds([]);
    nameRef.current?.focus();
  };

  const send = async ({ body, createBody }: CheckedDraft) => {
    if (isOffline() && !saved && !prefill.barcode) return queueOffline(createBody);
    try {
      const entity = saved ?? (await save.mutateAsync({ body, createBody, createOnly: !prefill.barcode }));
      setSaved(entity);
      if (location) {
        const next = withRecentLocation(recent, location);
        setRecent(next);
        storeRecentLocations(next);
      }
      if (photo) {
        await uploadAttachment(entity.id, { file: photo, type: "photo", primary: true });
        void queryClient.invalidateQueries({ queryKey: queryKeys.entities.all });
      }
      if (another.current) {
        // The page behind is refreshed once, when the sheet closes (a refresh per item would
        // compete with the next save).
        onAdded(entity);
        return;
      }
      onClose();
      // A plain string, not a template: lib/i18n/catalogue-check.ts would read the code between two
      // templates as one literal and miss the message keys there.
      router.push("/entities/" + entity.id);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.parentId && location) {
        // The remembered location is gone (deleted, or another group's): forget it.
        const next = withoutLocation(recent, location.id);
        setRecent(next);
        storeRecentLocations(next);
      }
      throw error;
    }
  };
  const checked = useCheckedSubmit(entityDraftCheck(true), send);
  const { failure, pending: busy, formRef } = checked;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const submit = (andAnother: boolean) => {
    another.current = andAnother;
    return checked.submit(draft);
  };

  const err = checked.fieldError;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
      <PhotoChooser photo={photo} onChange={setPhoto} disabled={busy || saved !== null} />
      <TextField
        ref={nameRef}
        label={tc("name")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={err("name", tc("name"))}
        autoComplete="off"
        enterKeyHint="done"
        readOnly={saved !== null}
      />
      <div>
        <EntityPicker
          label={tc("location")}
          kind="location"
          value={location}
          onChange={setLocation}
          error={err("parentId", tc("location"))}
          placeholder={t("searchLocations")}
        />
        {recent.length > 0 && (
          <div role="group" aria-label={t("recentLocations")} className="mt-2 flex flex-wrap gap-1.5">
            {recent.map((entry) => (
              <button
                key={entry.id}
                type="button"
                aria-pressed={location?.id === entry.id}
                onClick={() => setLocation(entry)}
                className="min-h-9 rounded-full border border-stone-300 px-3 text-sm text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-medium aria-pressed:text-brand-800 dark:border-stone-600 dark:text-stone-200 dark:hover:bg-stone-800 dark:aria-pressed:border-brand-400 dark:aria-pressed:bg-brand-950/50 dark:aria-pressed:text-brand-200"
              >
                {entry.name}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="grid grid-cols-[1fr_6rem] items-start gap-3">
        <TagPicker label={tc("tags")} value={tagIds} onChange={setTagIds} error={err("tagIds", tc("tags"))} />
        <TextField
          label={tc("quantity")}
          inputMode="numeric"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={err("quantity", tc("quantity"))}
        />
      </div>
      {failure && (
        <FormAlert>
          {saved
            ? t.rich("savedButPhoto", {
                name: saved.name,
                failure,
                link: (chunks) => <Link href={"/entities/" + saved.id}>{chunks}</Link>,
              })
            : failure}
        </FormAlert>
      )}
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <button type="submit" className={buttonStyles.primary} disabled={busy} aria-busy={busy || undefined}>
          {busy ? tc("saving") : tc("save")}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={() => void submit(true)}
        >
          {t("saveAnother")}
        </button>
        <Link
          href={moreFieldsHref({ name, parentId: location?.id, tagIds, quantity, barcode: prefill.barcode })}
          onClick={onClose}
          className={`${buttonStyles.ghost} ml-auto`}
        >
          {t("moreFields")}
        </Link>
      </div>
    </form>
  );
}
