import type { Locale } from "./locales";
import type common from "../../messages/en/common.json";
import type entityList from "../../messages/en/entityList.json";
import type locations from "../../messages/en/locations.json";
import type pages from "../../messages/en/pages.json";

/**
 * The English catalogue's shape, so `t("key")` with a key that does not exist, or without the
 * placeholders its message needs, fails `npm run typecheck`. One line per namespace file.
 */
export type CatalogueMessages = {
  common: typeof common;
  entityList: typeof entityList;
  locations: typeof locations;
  pages: typeof pages;
};

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: CatalogueMessages;
  }
}
