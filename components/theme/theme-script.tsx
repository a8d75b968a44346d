import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from "./theme-preference";

// The same decision as applyThemePreference(), inlined so it runs before the first paint: a dark
// page must never flash light while the JavaScript bundle loads. It is made again whenever the OS
// switches between light and dark while the page is open: every page has this script, and the
// document lives on across the app's own navigations.
const setThemeClassBeforePaint = `(function(){var m=matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)});function a(){try{var p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=p==="dark"||(p!=="light"&&m.matches);document.documentElement.classList.toggle("dark",d)}catch(e){}}a();m.addEventListener("change",a)})()`;

/** `nonce`: the page's Content-Security-Policy nonce (from proxy.ts), without which the script is blocked. */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: setThemeClassBeforePaint }} />;
}
