import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from "./theme-preference";

// The same decision as applyThemePreference(), inlined so it runs before the first paint: a dark
// page must never flash light while the JavaScript bundle loads.
const setThemeClassBeforePaint = `(function(){try{var p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=p==="dark"||(p!=="light"&&matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;

/** `nonce`: the page's Content-Security-Policy nonce (from proxy.ts), without which the script is blocked. */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: setThemeClassBeforePaint }} />;
}
