"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** The search box of every page: `/` focuses it, Enter lists the matching entities. */
export function SearchBox() {
  const router = useRouter();
  const params = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.metaKey || event.ctrlKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <form
      role="search"
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        const text = inputRef.current?.value.trim() ?? "";
        router.push(text ? `/entities?q=${encodeURIComponent(text)}` : "/entities");
      }}
    >
      <label htmlFor="global-search" className="sr-only">
        Search everything
      </label>
      <input
        ref={inputRef}
        id="global-search"
        type="search"
        name="q"
        defaultValue={params.get("q") ?? ""}
        placeholder="Search  ( / )"
        enterKeyHint="search"
        className="block w-full max-w-md rounded-lg border border-stone-300 bg-stone-50 px-3 py-1.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm dark:border-stone-700 dark:bg-stone-800 dark:text-stone-100 dark:placeholder:text-stone-400 dark:focus:bg-stone-900"
      />
    </form>
  );
}
