/** The look of the app's text inputs, selects and text areas (matches components/forms/text-field.tsx). */
export const inputStyles =
  "mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/30 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-500 dark:aria-[invalid=true]:border-red-400";

export const labelStyles = "block text-sm font-medium text-stone-800 dark:text-stone-200";

export function noteStyles(isError: boolean): string {
  return isError
    ? "mt-1.5 text-sm text-red-700 dark:text-red-400"
    : "mt-1.5 text-sm text-stone-500 dark:text-stone-400";
}
