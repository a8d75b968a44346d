"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonStyles } from "./button-styles";

type CopyButtonProps = { text: string; label?: string; className?: string };

/** Copies `text` to the clipboard and says so for a moment (announced politely). */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const t = useTranslations("ui.copyButton");
  const tc = useTranslations("common");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      // Clipboard access needs a secure context; the text stays selectable beside the button.
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2000);
  }

  return (
    <button type="button" onClick={() => void copy()} className={className ?? buttonStyles.secondary}>
      <span aria-live="polite">
        {state === "copied" ? tc("copied") : state === "failed" ? t("failed") : (label ?? tc("copy"))}
      </span>
    </button>
  );
}
