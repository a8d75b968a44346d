"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { ApiRequestError, apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import { userUpdate, type SelfOut, type UserOut, type UserUpdate } from "@/lib/schemas/users";
import { StatusNote } from "../status-note";
import { labelledErrors } from "../zod-field-errors";
import { useSelf } from "./use-self";

const LABELS = { name: "Name", email: "Email" };

export function ProfileForm({ initialUser }: { initialUser: UserOut }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const user = useSelf(initialUser).data;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (input: UserUpdate) => apiRequest<SelfOut>("/users/self", { method: "PUT", body: input }),
    onSuccess: ({ item }) => {
      queryClient.setQueryData(queryKeys.self.user(), item);
      setSaved("Profile saved.");
      // The header shows the name: render the server parts again.
      router.refresh();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) setErrors(labelledErrors(error.fields, LABELS));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved(null);
    const parsed = userUpdate.safeParse({
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
    });
    if (!parsed.success) return setErrors(labelledErrors(parsed.error.issues, LABELS));
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {save.error && Object.keys(errors).length === 0 && <FormAlert>{save.error.message}</FormAlert>}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        defaultValue={user.name}
        required
        error={errors.name}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={user.email}
        required
        error={errors.email}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save profile"}
        </button>
        <StatusNote text={saved} />
      </div>
    </form>
  );
}
