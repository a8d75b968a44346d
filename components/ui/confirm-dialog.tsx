"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { buttonStyles } from "./button-styles";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, and anything to choose first (a picker, say). */
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel?: string;
  pending?: boolean;
  /** Red confirm button for actions that cannot be undone. */
  destructive?: boolean;
  /** While false the confirm button is disabled, e.g. until a target is chosen. */
  canConfirm?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question on the native <dialog>: the browser traps focus, makes the page behind inert
 * and closes it on Escape (reported through onCancel so the caller's state stays the truth).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, pendingLabel, pending = false, destructive } = props;
  const { canConfirm = true, onConfirm, onCancel } = props;
  const tc = useTranslations("common");
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
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
      // Overflow visible: a picker's list inside may reach past the dialog's edge.
      className="m-auto w-[min(28rem,calc(100vw-2rem))] overflow-visible rounded-xl border border-stone-200 bg-white p-5 text-stone-900 shadow-xl backdrop:bg-stone-950/50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children && (
        <div id={bodyId} className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          {children}
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={pending}>
          {tc("cancel")}
        </button>
        <button
          type="button"
          className={destructive ? buttonStyles.danger : buttonStyles.primary}
          onClick={onConfirm}
          disabled={pending || !canConfirm}
          aria-busy={pending || undefined}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
