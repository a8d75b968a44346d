"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { buttonStyles } from "./button-styles";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, and anything to choose first (a picker, say). */
  children?: ReactNode;
  confirmLabel: string;
  tone?: "primary" | "danger";
  /** While false the confirm button is disabled, e.g. until a target is chosen. */
  canConfirm?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A modal question on the native <dialog>: the browser traps focus, makes the page behind it inert
 * and closes it on Escape, so this only opens it, labels it and wires its two buttons.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    children,
    confirmLabel,
    tone = "primary",
    canConfirm = true,
    onConfirm,
    onClose,
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Escape closes the dialog natively; tell the owner so its state follows.
      onClose={onClose}
      // Overflow visible: a picker's list inside may reach past the dialog's edge.
      className="m-auto w-[min(28rem,calc(100vw-2rem))] overflow-visible rounded-xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          {children}
        </div>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={tone === "danger" ? buttonStyles.danger : buttonStyles.primary}
            disabled={!canConfirm}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
