/** The language the sign-in page's menu (or the settings page) chose, for pages before sign-in. */
export const LOCALE_COOKIE = "cairn-locale";
/** The browser's own time zone, written by the page so server renders show local times. */
export const TIME_ZONE_COOKIE = "cairn-tz";
