"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { buttonStyles } from "./button-styles";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Red confirm button: the action destroys something. */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before doing something that cannot be undone. Built on the native modal <dialog>, which
 * traps focus, closes on Escape and returns focus to what opened it without any script of ours.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, danger, pending, onConfirm, onCancel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
      onClose={() => {
        if (open) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white p-5 text-stone-900 shadow-xl backdrop:bg-stone-950/50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children && <div className="mt-2 text-sm text-stone-600 dark:text-stone-300">{children}</div>}
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className={danger ? buttonStyles.danger : buttonStyles.primary}
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
