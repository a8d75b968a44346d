"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/text-field";
import { capitalize } from "@/components/forms/api-failure";
import { buttonStyles } from "@/components/ui/button-styles";
import { defaultLocationType, useEntityTypes } from "@/components/entity-types/use-entity-types";
import { ApiRequestError } from "@/lib/api-client/api-request";
import { entityCreate } from "@/lib/schemas/entities";
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
  const [error, setError] = useState<string>();
  const types = useEntityTypes();
  const create = useCreateLocation();
  const label = parent ? t("nameIn", { parent: parent.name }) : t("nameTop");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The types are usually in by now (the tree asks for them when it mounts); if not, wait for them.
    const locationType = defaultLocationType(types.data ?? (await types.refetch()).data ?? []);
    if (!locationType) {
      setError(t("noType"));
      return;
    }
    const parsed = entityCreate.safeParse({ name, parentId: parent?.id, entityTypeId: locationType.id });
    if (!parsed.success) {
      const issue =
        parsed.error.issues.find((problem) => problem.path[0] === "name") ?? parsed.error.issues[0];
      setError(issue ? t("nameProblem", { problem: issue.message }) : t("nameInvalid"));
      return;
    }
    setError(undefined);
    create.mutate(
      { name: parsed.data.name, parentId: parent?.id ?? null, entityTypeId: locationType.id },
      {
        onSuccess: (entity) => onDone({ id: entity.id, name: entity.name }),
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError && failure.fields.name
              ? t("nameProblem", { problem: failure.fields.name })
              : capitalize(failure.message),
          ),
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-start gap-2" noValidate>
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
        <button type="submit" className={buttonStyles.primary} disabled={create.isPending}>
          {create.isPending ? t("creating") : common("create")}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => onDone(null)}>
          {common("cancel")}
        </button>
      </div>
    </form>
  );
}
