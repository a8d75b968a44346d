import type { ReactNode } from "react";

/**
 * A short notice under a toolbar: errors as role="alert" (read out at once), other news as
 * role="status" (read out politely). Always rendered, so the live region exists before it speaks.
 */
export function StatusMessage({ tone, children }: { tone: "error" | "info"; children?: ReactNode }) {
  const filled = children !== undefined && children !== null && children !== "";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        !filled
          ? "sr-only"
          : tone === "error"
            ? "rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
            : "rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-700 dark:border-stone-700 dark:bg-stone-800/60 dark:text-stone-200"
      }
    >
      {children}
    </div>
  );
}
