import type { ReactNode } from "react";

type SubmitButtonProps = { pending: boolean; pendingLabel: string; children: ReactNode };

export function SubmitButton({ pending, pendingLabel, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-xs transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 dark:bg-brand-500 dark:text-stone-950 dark:hover:bg-brand-400"
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
