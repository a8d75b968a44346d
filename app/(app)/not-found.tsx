import type { Metadata } from "next";
import Link from "next/link";
import { buttonStyles } from "@/components/ui/button-styles";
import { inputStyles } from "@/components/ui/field-styles";

export const metadata: Metadata = { title: "Not found" };

/**
 * An unknown page, an item or location that is gone (or another group's, which looks the same),
 * inside the app's frame: the way on is a search, the list, the scanner or home.
 */
export default function NotFound() {
  return (
    <section aria-labelledby="not-found-heading" className="mx-auto max-w-lg space-y-5 py-6 text-center">
      <p className="text-5xl font-semibold text-stone-500 dark:text-stone-400" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="text-2xl font-semibold tracking-tight">
        Nothing here
      </h1>
      <p className="text-stone-600 dark:text-stone-400">
        This page does not exist, or the item or location it showed was deleted or belongs to another group.
      </p>
      <form action="/entities" method="get" role="search" className="flex gap-2 text-left">
        <label htmlFor="not-found-search" className="sr-only">
          Search items and locations
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          placeholder="Search items and locations"
          className={`${inputStyles} min-w-0 flex-1`}
        />
        <button type="submit" className={buttonStyles.primary}>
          Search
        </button>
      </form>
      <nav aria-label="Ways on" className="flex flex-wrap justify-center gap-2">
        <Link href="/dashboard" className={buttonStyles.secondary}>
          Home
        </Link>
        <Link href="/entities" className={buttonStyles.secondary}>
          All items
        </Link>
        <Link href="/locations" className={buttonStyles.secondary}>
          Locations
        </Link>
        <Link href="/scan" className={buttonStyles.secondary}>
          Scan a label
        </Link>
      </nav>
    </section>
  );
}
