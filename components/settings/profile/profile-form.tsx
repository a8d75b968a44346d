"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useCheckedSubmit } from "@/components/forms/use-checked-submit";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/text-field";
import { buttonStyles } from "@/components/ui/button-styles";
import { apiRequest } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import { userUpdate, type SelfOut, type UserOut, type UserUpdate } from "@/lib/schemas/users";
import { StatusNote } from "../status-note";
import { useSelf } from "./use-self";

/**
 * A new email needs the current password (the API refuses it without, 403); an account that signs
 * in only through the identity provider needs a sign-in there in the last 10 minutes instead.
 */
export function ProfileForm({ initialUser, hasPassword }: { initialUser: UserOut; hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const user = useSelf(initialUser).data;
  const [saved, setSaved] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (input: UserUpdate) => apiRequest<SelfOut>("/users/self", { method: "PUT", body: input }),
    onSuccess: ({ item }) => {
      queryClient.setQueryData(queryKeys.self.user(), item);
      setSaved("Profile saved.");
      // The header shows the name: render the server parts again.
      router.refresh();
    },
  });
  const { failure, submit, fieldError } = useCheckedSubmit(
    userUpdate,
    (input) => save.mutateAsync(input),
    "The profile could not be saved.",
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setSaved(null);
    const password = String(form.get("password") ?? "");
    const saved = await submit({
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      ...(password ? { password } : {}),
    });
    const passwordInput = formElement.elements.namedItem("password");
    if (saved && passwordInput instanceof HTMLInputElement) passwordInput.value = "";
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        defaultValue={user.name}
        required
        error={fieldError("name", "Name")}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={user.email}
        required
        error={fieldError("email", "Email")}
        hint={
          hasPassword
            ? undefined
            : "Your account signs in through your identity provider: to change the email, sign in again first, then save within 10 minutes."
        }
      />
      {hasPassword && (
        <TextField
          label="Current password"
          name="password"
          type="password"
          autoComplete="current-password"
          hint="Needed only to change the email"
          error={fieldError("password", "Current password")}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save profile"}
        </button>
        <StatusNote text={saved} />
      </div>
    </form>
  );
}
