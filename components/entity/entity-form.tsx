"use client";

import { DateField } from "@/components/i18n/date-field";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { refreshPage } from "@/components/navigation/page-refresh";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { EntityPicker } from "@/components/pickers/entity-picker";
import { TagPicker } from "@/components/pickers/tag-picker";
import { buttonStyles } from "@/components/ui/button-styles";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { QueuedNote } from "@/components/sync/sync-status";
import { ApiRequestError } from "@/lib/api-client/api-request";
import { queueEdit } from "@/lib/offline-queue/browser-queue";
import { isOffline } from "@/lib/offline-queue/queue-state";
import { editFromBodies } from "@/lib/offline-queue/edit-from-bodies";
import { StockFormFields } from "@/components/stock/stock-form-fields";
import { CustomFieldsEditor } from "./custom-fields-editor";
import { EditConflictAlert } from "./edit-conflict-alert";
import { bodyFromDraft, type EntityDraft } from "./entity-draft";
import { entityDraftCheck, type CheckedDraft } from "./entity-draft-check";
import { useEntityTypes } from "@/components/entity-types/use-entity-types";
import { useSaveEntity } from "./use-save-entity";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

type EntityFormProps = {
  initial: EntityDraft;
  /** Whether the initial type is a location type, known before the group's types have loaded. */
  initialIsLocation?: boolean;
  /** The entity being edited; absent on /entities/new. */
  entityId?: string;
  /** The edited entity's ETag when the page loaded it; saves are refused if it changed since. */
  etag?: string;
  templateId?: string;
  /** Where Cancel goes. */
  cancelHref: string;
};

const sectionBox =
  "rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={sectionBox}>
      <legend className="px-1 text-base font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * A group most things never need (purchase, warranty, sold): folded away until opened, and open from
 * the start when it already holds something, so no saved value is hidden.
 */
function OptionalSection({ title, used, children }: { title: string; used: boolean; children: ReactNode }) {
  return (
    <details open={used} className={`group ${sectionBox}`}>
      <summary className="-m-1 flex cursor-pointer list-none items-center gap-2 rounded-md p-1 text-base font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="text-stone-500 transition-transform group-open:rotate-90">
          ▸
        </span>
        {title}
      </summary>
      <fieldset className="mt-4 grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

const filled = (...values: Array<string | boolean>) =>
  values.some((value) => value !== "" && value !== false);

/**
 * Creates or edits an entity. Checked with the API's own schemas (entityUpdate, plus entityCreate
 * when creating) before anything is sent; the server's 422 `fields` land beside the same inputs.
 */
export function EntityForm(props: EntityFormProps) {
  const { initial, initialIsLocation = false, entityId, etag, templateId, cancelHref } = props;
  const t = useTranslations("entity");
  const common = useTranslations("common");
  const router = useRouter();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(false);
  // Saved offline: the edit waits on this device (components/sync) and the page stays as it is.
  const [queued, setQueued] = useState(false);
  const [reloading, setReloading] = useState(false);
  const types = useEntityTypes();
  // The version the draft started from. Live updates refresh the page's props (a newer ETag) while
  // the draft keeps the old values, so the prop's later values must not be what the save claims.
  const [baseETag] = useState(etag);
  const save = useSaveEntity({ entityId, templateId, etag: baseETag });
  const dirty = !saved && !queued && !reloading && JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedChangesGuard(dirty);
  // Reload only once the guard is down, so the browser does not ask about the discarded edits.
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  const conflict = save.error instanceof ApiRequestError && save.error.code === "precondition_failed";
  // Whether the next save may overwrite someone else's change (the conflict alert's choice).
  const overwrite = useRef(false);

  const send = async ({ body, createBody }: CheckedDraft) => {
    if (entityId && isOffline()) {
      const edit = editFromBodies(bodyFromDraft(initial), body);
      if (edit) {
        await queueEdit({ ...edit, entityId, etag: baseETag ?? null, label: draft.name });
        setQueued(true);
      }
      return;
    }
    try {
      const entity = await save.mutateAsync({ body, createBody, overwrite: overwrite.current });
      setSaved(true);
      router.push(`/entities/${entity.id}`);
      refreshPage(router);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "precondition_failed") return; // the conflict alert
      throw error;
    }
  };
  const checked = useCheckedSubmit(entityDraftCheck(!entityId), send);
  const { errors, failure, clearError, formRef } = checked;

  const set = <K extends keyof EntityDraft>(key: K, value: EntityDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // An edited field's old message no longer applies; the next submit checks it again.
    clearError(key === "parent" ? "parentId" : key);
  };
  const text = (key: keyof EntityDraft) => (event: { target: { value: string } }) =>
    set(key, event.target.value as never);
  const err = checked.fieldError;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    overwrite.current = false;
    void checked.submit(draft);
  };
  // The conflict alert's choice: the same save, sent with If-Match: *.
  const saveOverwriting = () => {
    overwrite.current = true;
    void checked.submit(draft);
  };
  // A location holds things; what one buys, keeps under warranty, sells or counts is an item.
  const chosenType = types.data?.find((type) => type.id === draft.entityTypeId);
  const isLocation = chosenType
    ? chosenType.isLocation
    : draft.entityTypeId !== "" && draft.entityTypeId === initial.entityTypeId && initialIsLocation;
  const isNew = !entityId;
  const typeOptions = [
    { value: "", label: entityId ? t("form.keepType") : t("form.defaultType") },
    ...(types.data ?? []).map((type) => ({
      value: type.id,
      label: type.isLocation ? t("form.typeLocation", { name: type.name }) : type.name,
    })),
  ];

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <Section title={t("sections.basics")}>
        <TextField
          label={common("name")}
          value={draft.name}
          onChange={text("name")}
          error={err("name", common("name"))}
          className="sm:col-span-2"
        />
        <EntityPicker
          label={common("location")}
          kind="any"
          value={draft.parent}
          onChange={(parent) => set("parent", parent)}
          excludeIds={entityId ? [entityId] : []}
          error={err("parentId", common("location"))}
          placeholder={t("form.locationPlaceholder")}
        />
        <SelectField
          label={t("fields.type")}
          options={typeOptions}
          value={draft.entityTypeId}
          onChange={text("entityTypeId")}
          error={err("entityTypeId", t("fields.type"))}
        />
        {!isLocation && (
          <TextField
            label={common("quantity")}
            inputMode="numeric"
            value={draft.quantity}
            onChange={text("quantity")}
            error={err("quantity", common("quantity"))}
          />
        )}
        {!isLocation && (
          <StockFormFields
            minQuantity={draft.minQuantity}
            unit={draft.unit}
            onMinQuantity={text("minQuantity")}
            onUnit={text("unit")}
            err={err}
          />
        )}
        <TagPicker
          label={common("tags")}
          value={draft.tagIds}
          onChange={(ids) => set("tagIds", ids)}
          error={err("tagIds", common("tags"))}
        />
        <TextareaField
          label={common("description")}
          className="sm:col-span-2"
          value={draft.description}
          onChange={text("description")}
          error={err("description", common("description"))}
        />
      </Section>

      <Section title={t("sections.details")}>
        {!isLocation && (
          <>
            <TextField
              label={t("fields.manufacturer")}
              value={draft.manufacturer}
              onChange={text("manufacturer")}
              error={err("manufacturer", t("fields.manufacturer"))}
            />
            <TextField
              label={t("fields.modelNumber")}
              value={draft.modelNumber}
              onChange={text("modelNumber")}
              error={err("modelNumber", t("fields.modelNumber"))}
            />
            <TextField
              label={t("fields.serialNumber")}
              value={draft.serialNumber}
              onChange={text("serialNumber")}
              error={err("serialNumber", t("fields.serialNumber"))}
            />
          </>
        )}
        {(!isLocation || !isNew) && (
          <div
            // Beside a field its label's height down; alone (a location) on a row of its own.
            className={`flex flex-wrap gap-x-6 ${isLocation ? "sm:col-span-2" : "sm:pt-6"}`}
          >
            {!isLocation && (
              <CheckboxField
                label={t("fields.insured")}
                checked={draft.insured}
                onChange={(event) => set("insured", event.target.checked)}
              />
            )}
            {/* Nothing new is archived yet: the box only matters once there is something to put away. */}
            {!isNew && (
              <CheckboxField
                label={t("fields.archived")}
                checked={draft.archived}
                onChange={(event) => set("archived", event.target.checked)}
              />
            )}
          </div>
        )}
        <TextareaField
          label={common("notes")}
          className="sm:col-span-2"
          value={draft.notes}
          onChange={text("notes")}
          error={err("notes", common("notes"))}
        />
      </Section>

      {!isLocation && (
        <>
          <OptionalSection
            title={t("sections.purchase")}
            used={filled(initial.purchaseDate, initial.purchaseFrom, initial.purchasePrice)}
          >
            <DateField
              label={t("fields.purchaseDate")}
              value={draft.purchaseDate}
              onChange={text("purchaseDate")}
              error={err("purchaseDate", t("fields.purchaseDate"))}
            />
            <TextField
              label={t("fields.purchasedFrom")}
              value={draft.purchaseFrom}
              onChange={text("purchaseFrom")}
              error={err("purchaseFrom", t("fields.purchasedFrom"))}
            />
            <TextField
              label={t("fields.purchasePrice")}
              inputMode="decimal"
              value={draft.purchasePrice}
              onChange={text("purchasePrice")}
              error={err("purchasePrice", t("fields.purchasePrice"))}
            />
          </OptionalSection>

          <OptionalSection
            title={t("sections.warranty")}
            used={filled(initial.lifetimeWarranty, initial.warrantyExpires, initial.warrantyDetails)}
          >
            <CheckboxField
              label={t("fields.lifetimeWarranty")}
              className="sm:col-span-2"
              checked={draft.lifetimeWarranty}
              onChange={(event) => set("lifetimeWarranty", event.target.checked)}
            />
            <DateField
              label={t("fields.warrantyExpires")}
              value={draft.warrantyExpires}
              onChange={text("warrantyExpires")}
              error={err("warrantyExpires", t("fields.warrantyExpires"))}
            />
            <TextareaField
              label={t("fields.warrantyDetails")}
              value={draft.warrantyDetails}
              onChange={text("warrantyDetails")}
              error={err("warrantyDetails", t("fields.warrantyDetails"))}
            />
          </OptionalSection>

          {/* Only something already owned can have been sold. */}
          {!isNew && (
            <OptionalSection
              title={t("sections.sold")}
              used={filled(initial.soldDate, initial.soldTo, initial.soldPrice, initial.soldNotes)}
            >
              <DateField
                label={t("fields.soldOn")}
                value={draft.soldDate}
                onChange={text("soldDate")}
                error={err("soldDate", t("fields.soldOn"))}
              />
              <TextField
                label={t("fields.soldTo")}
                value={draft.soldTo}
                onChange={text("soldTo")}
                error={err("soldTo", t("fields.soldTo"))}
              />
              <TextField
                label={t("fields.soldPrice")}
                inputMode="decimal"
                value={draft.soldPrice}
                onChange={text("soldPrice")}
                error={err("soldPrice", t("fields.soldPrice"))}
              />
              <TextareaField
                label={t("fields.soldNotes")}
                value={draft.soldNotes}
                onChange={text("soldNotes")}
                error={err("soldNotes", t("fields.soldNotes"))}
              />
            </OptionalSection>
          )}
        </>
      )}

      <fieldset className={sectionBox}>
        <legend className="px-1 text-base font-semibold">{t("sections.customFields")}</legend>
        <CustomFieldsEditor
          fields={draft.fields}
          onChange={(fields) => set("fields", fields)}
          errors={errors}
        />
      </fieldset>

      {conflict && (
        <EditConflictAlert
          busy={checked.pending || reloading}
          onReload={() => setReloading(true)}
          onOverwrite={saveOverwriting}
        />
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      {queued && <QueuedNote />}
      {Object.keys(errors).length > 0 && <FormAlert>{t("form.fixErrors")}</FormAlert>}
      {/* On a phone the save button stays in reach above the bottom bar while the form scrolls; it sits
          after the last field in the flow, so it never covers it. */}
      <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-10 -mx-4 flex flex-wrap gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none dark:border-stone-800 dark:bg-stone-900/95 md:dark:bg-transparent">
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={checked.pending}
          aria-busy={checked.pending || undefined}
        >
          {checked.pending ? common("saving") : entityId ? t("form.saveChanges") : common("create")}
        </button>
        <Link href={cancelHref} className={buttonStyles.secondary}>
          {common("cancel")}
        </Link>
      </div>
    </form>
  );
}
