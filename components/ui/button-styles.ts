/** Class names of the app's buttons and button-like links, so every screen's buttons match. */
const base =
  "inline-flex items-center justify-center gap-1.5 rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60";

export const buttonStyles = {
  primary: `${base} bg-brand-600 px-3.5 py-2 font-semibold text-white shadow-xs hover:bg-brand-700 dark:bg-brand-500 dark:text-stone-950 dark:hover:bg-brand-400`,
  secondary: `${base} border border-stone-300 bg-white px-3.5 py-2 text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800`,
  danger: `${base} bg-red-600 px-3.5 py-2 font-semibold text-white hover:bg-red-700 dark:bg-red-500 dark:text-stone-950 dark:hover:bg-red-400`,
  ghost: `${base} px-2.5 py-1.5 text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800`,
} as const;
