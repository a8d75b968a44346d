import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY, THEME_SWITCHING_CLASS } from "./theme-preference";

// The same decision as applyThemePreference(), inlined so it runs before the first paint: a dark
// page must never flash light while the JavaScript bundle loads. It is made again whenever the OS
// switches between light and dark while the page is open: every page has this script, and the
// document lives on across the app's own navigations. That later switch holds every transition, as
// switchTheme() does; the first one needs not, nothing has been painted yet.
const setThemeClassBeforePaint = `(function(){var m=matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}),r=document.documentElement,s=${JSON.stringify(THEME_SWITCHING_CLASS)};function d(){try{var p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});return p==="dark"||(p!=="light"&&m.matches)}catch(e){return m.matches}}r.classList.toggle("dark",d());m.addEventListener("change",function(){var v=d();if(r.classList.contains("dark")===v)return;r.classList.add(s);r.classList.toggle("dark",v);void r.offsetHeight;requestAnimationFrame(function(){r.classList.remove(s)})})})()`;

/** `nonce`: the page's Content-Security-Policy nonce (from proxy.ts), without which the script is blocked. */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: setThemeClassBeforePaint }} />;
}
