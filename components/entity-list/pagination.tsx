import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import { buttonStyles } from "@/components/ui/button-styles";

/** Page numbers to offer: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pages: number): Array<number | "gap"> {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  for (const n of numbers) {
    const last = out[out.length - 1];
    if (typeof last === "number" && n - last > 1) out.push("gap");
    out.push(n);
  }
  return out;
}

type PaginationProps = { page: number; pages: number; onPage: (page: number) => void };

/** Numbered paging with previous and next: any page of a 100k list is two clicks away. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const t = useTranslations("entityList.pagination");
  const f = useFormats();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("label")} className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={buttonStyles.ghost}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true">‹</span> {t("previous")}
      </button>
      {pageWindow(page, pages).map((n, index) =>
        n === "gap" ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            aria-current={n === page ? "page" : undefined}
            aria-label={t("page", { page: f.count(n) })}
            onClick={() => onPage(n)}
            className={`${buttonStyles.ghost} min-w-9 tabular-nums aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:aria-[current=page]:bg-brand-500 dark:aria-[current=page]:text-stone-950`}
          >
            {f.count(n)}
          </button>
        ),
      )}
      <button
        type="button"
        className={buttonStyles.ghost}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t("next")} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
