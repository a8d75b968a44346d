import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ItemAttachmentOut } from "@/lib/schemas/entities";

export type Direction = "earlier" | "later";

type PhotoMoveButtonsProps = {
  title: string;
  pending: boolean;
  /** The photo it would swap places with, or null at that end (the primary photo stays first). */
  earlier: ItemAttachmentOut | null;
  later: ItemAttachmentOut | null;
  onMove: (direction: Direction, neighbour: ItemAttachmentOut) => void;
};

function Arrow({ direction }: { direction: Direction }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path
        d={direction === "earlier" ? "M12.5 4.5 7 10l5.5 5.5" : "M7.5 4.5 13 10l-5.5 5.5"}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const buttonClass =
  "flex flex-1 items-center justify-center gap-1 rounded-lg px-2 py-1.5 text-xs font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent sm:text-sm dark:text-stone-200 dark:hover:bg-stone-800";

/** "Earlier" and "Later" under a photo that is not the primary one: it swaps places with its neighbour. */
export function PhotoMoveButtons({ title, pending, earlier, later, onMove }: PhotoMoveButtonsProps) {
  const t = useTranslations("entity.gallery");
  const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  return (
    <div className="mt-auto flex items-center gap-1 border-t border-stone-100 p-1.5 dark:border-stone-800">
      {(["earlier", "later"] as const).map((direction) => {
        const neighbour = direction === "earlier" ? earlier : later;
        return (
          <button
            key={direction}
            type="button"
            data-move={direction}
            className={buttonClass}
            disabled={pending || neighbour === null}
            onClick={() => neighbour && onMove(direction, neighbour)}
          >
            {direction === "earlier" && <Arrow direction="earlier" />}
            {direction === "earlier"
              ? t.rich("earlier", { title, hidden })
              : t.rich("later", { title, hidden })}
            {direction === "later" && <Arrow direction="later" />}
          </button>
        );
      })}
    </div>
  );
}
