import type { Locale } from "./locales";
import type common from "../../messages/en/common.json";
import type dataTools from "../../messages/en/dataTools.json";
import type dateField from "../../messages/en/dateField.json";
import type entity from "../../messages/en/entity.json";
import type entityList from "../../messages/en/entityList.json";
import type locations from "../../messages/en/locations.json";
import type notifiers from "../../messages/en/notifiers.json";
import type pages from "../../messages/en/pages.json";
import type preferences from "../../messages/en/preferences.json";
import type scanner from "../../messages/en/scanner.json";
import type seed from "../../messages/en/seed.json";
import type settings from "../../messages/en/settings.json";

/**
 * The English catalogue's shape, so `t("key")` with a key that does not exist, or without the
 * placeholders its message needs, fails `npm run typecheck`. One line per namespace file.
 */
export type CatalogueMessages = {
  common: typeof common;
  dataTools: typeof dataTools;
  dateField: typeof dateField;
  entity: typeof entity;
  entityList: typeof entityList;
  locations: typeof locations;
  notifiers: typeof notifiers;
  pages: typeof pages;
  preferences: typeof preferences;
  scanner: typeof scanner;
  seed: typeof seed;
  settings: typeof settings;
};

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: CatalogueMessages;
  }
}
