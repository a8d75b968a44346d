"use client";

import { buttonStyles } from "@/components/ui/button-styles";

/** Opens the browser's print dialog; the page's print styles leave only the list. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttonStyles.secondary} onClick={() => window.print()}>
      {label}
    </button>
  );
}
