"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";

type MenuPopoverProps = {
  /** What the button shows; its accessible name comes from `label` when given. */
  button: ReactNode;
  label?: string;
  /** The panel's name, for a screen reader landing in it. */
  panelLabel: string;
  buttonClassName: string;
  /** The panel's content; `close` shuts it and puts the focus back on the button. */
  children: (close: () => void) => ReactNode;
  /** Which edge of the button the panel lines up with. */
  align?: "left" | "right";
  /** Opens upwards, for a bar at the bottom of the screen. */
  above?: boolean;
  panelClassName?: string;
};

/**
 * A button that shows a small panel of links and buttons (a disclosure, so Tab moves through it as
 * through the page). Escape, a click outside or choosing an entry closes it.
 */
export function MenuPopover(props: MenuPopoverProps) {
  const {
    button,
    label,
    panelLabel,
    buttonClassName,
    children,
    align = "right",
    above,
    panelClassName = "w-64",
  } = props;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const toggleId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      document.getElementById(toggleId)?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, toggleId]);

  // Found by id, not a ref: the panel's entries call this while rendering their handlers.
  const close = () => {
    setOpen(false);
    document.getElementById(toggleId)?.focus();
  };

  return (
    <div ref={root} className="relative">
      <button
        id={toggleId}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={buttonClassName}
        onClick={() => setOpen(!open)}
      >
        {button}
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={panelLabel}
          className={`absolute z-30 ${above ? "bottom-full mb-2" : "top-full mt-2"} ${align === "right" ? "right-0" : "left-0"} max-w-[calc(100vw-1rem)] rounded-xl border border-stone-200 bg-white p-1.5 text-stone-900 shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 ${panelClassName}`}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

const menuItemBase =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:bg-stone-800";

/** One entry of a MenuPopover: full width, left aligned, a comfortable touch target. */
export const menuItemClass = `${menuItemBase} text-stone-800 dark:text-stone-100`;

/** An entry that deletes something. */
export const menuDangerItemClass = `${menuItemBase} text-red-700 dark:text-red-400`;
