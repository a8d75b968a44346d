import type { Locale } from "./locales";
import type common from "../../messages/en/common.json";
import type sync from "../../messages/en/sync.json";

/**
 * The English catalogue's shape, so `t("key")` with a key that does not exist, or without the
 * placeholders its message needs, fails `npm run typecheck`. One line per namespace file.
 */
export type CatalogueMessages = {
  common: typeof common;
  sync: typeof sync;
};

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: CatalogueMessages;
  }
}
