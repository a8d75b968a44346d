// The page the service worker answers with when nothing of anyone's may be shown: no one signed in
// on this browser (or they just signed out) and no connection. It holds no person's data, so it is
// made by the worker itself, in the browser's language, from the "offline" catalogue.
import de from "../messages/de/offline.json";
import en from "../messages/en/offline.json";
import es from "../messages/es/offline.json";
import fr from "../messages/fr/offline.json";
import it from "../messages/it/offline.json";
import ja from "../messages/ja/offline.json";
import nl from "../messages/nl/offline.json";
import pl from "../messages/pl/offline.json";
import ptBR from "../messages/pt-BR/offline.json";
import sv from "../messages/sv/offline.json";
import type { Locale } from "@/lib/i18n/locales";
import { negotiateLocale } from "@/lib/i18n/negotiate";

const CATALOGUES: Record<Locale, typeof en> = { de, en, es, fr, it, ja, nl, pl, "pt-BR": ptBR, sv };

/** A message by its full catalogue key ("offline.page.heading"), so the catalogue check sees it used. */
function message(locale: Locale, key: `offline.page.${keyof typeof en.page}`): string {
  return CATALOGUES[locale].page[key.split(".")[2] as keyof typeof en.page];
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

/**
 * A small page in the first of `languages` Cairn speaks: offline, and nothing kept to show, either
 * because no one is signed in here or because this page was never opened.
 */
export function offlineFallbackPage(
  languages: readonly string[],
  reason: "signedOut" | "notSaved",
): Response {
  // The browser's languages, best first, matched as the server matches Accept-Language.
  const locale = negotiateLocale(languages.join(","));
  const title = message(locale, "offline.page.title");
  const heading = message(locale, "offline.page.heading");
  const body =
    reason === "signedOut" ? message(locale, "offline.page.signedOut") : message(locale, "offline.page.body");
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} · Cairn</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#fafaf9;color:#1c1917;display:grid;place-items:center;min-height:100dvh}
main{max-width:28rem;padding:1.5rem}h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#57534e}
@media (prefers-color-scheme:dark){body{background:#0c0a09;color:#fafaf9}p{color:#a8a29e}}</style></head>
<body><main><h1>${escape(heading)}</h1><p>${escape(body)}</p></main></body></html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
