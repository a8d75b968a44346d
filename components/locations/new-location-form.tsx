"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/text-field";
import { capitalize } from "@/components/forms/api-failure";
import { buttonStyles } from "@/components/ui/button-styles";
import { defaultLocationType, useEntityTypes } from "@/components/entity-types/use-entity-types";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { entityCreate, type EntityCreateBody } from "@/lib/schemas/entities";
import { useCreateLocation } from "./use-location-mutations";

type NewLocationFormProps = {
  parent: { id: string; name: string } | null;
  onDone: (created: { id: string; name: string } | null) => void;
};

/** A name box that creates a location right where it is asked for (inside `parent`, or at the top). */
export function NewLocationForm({ parent, onDone }: NewLocationFormProps) {
  const t = useTranslations("locations.form");
  const common = useTranslations("common");
  const [name, setName] = useState("");
  const [noType, setNoType] = useState(false);
  const types = useEntityTypes();
  const create = useCreateLocation();
  const label = parent ? t("nameIn", { parent: parent.name }) : t("nameTop");
  const { errors, failure, pending, submit, formRef } = useCheckedSubmit(
    entityCreate,
    async ({ name: checkedName, entityTypeId }: EntityCreateBody) => {
      const entity = await create.mutateAsync({
        name: checkedName,
        parentId: parent?.id ?? null,
        entityTypeId: entityTypeId ?? "",
      });
      onDone({ id: entity.id, name: entity.name });
    },
  );
  // The one box says every problem: the name's own, else any other field's, else the server's.
  const problem = errors.name ?? Object.values(errors)[0];
  const error = noType
    ? t("noType")
    : problem !== undefined
      ? // A refusal that does not say why is still a refusal.
        problem
        ? t("nameProblem", { problem })
        : t("nameInvalid")
      : failure
        ? capitalize(failure)
        : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The types are usually in by now (the tree asks for them when it mounts); if not, wait for them.
    const locationType = defaultLocationType(types.data ?? (await types.refetch()).data ?? []);
    setNoType(!locationType);
    if (!locationType) return;
    await submit({ name, parentId: parent?.id, entityTypeId: locationType.id });
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-wrap items-start gap-2"
      noValidate
    >
      <TextField
        label={label}
        value={name}
        error={error}
        autoFocus
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        className="min-w-48 flex-1"
      />
      <div className="flex gap-2 pt-7">
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? t("creating") : common("create")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => onDone(null)}>
          {common("cancel")}
        </button>
      </div>
    </form>
  );
}
