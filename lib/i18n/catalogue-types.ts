import type { Locale } from "./locales";
import type common from "../../messages/en/common.json";
import type dateField from "../../messages/en/dateField.json";
import type preferences from "../../messages/en/preferences.json";
import type seed from "../../messages/en/seed.json";

/**
 * The English catalogue's shape, so `t("key")` with a key that does not exist, or without the
 * placeholders its message needs, fails `npm run typecheck`. One line per namespace file.
 */
export type CatalogueMessages = {
  common: typeof common;
  dateField: typeof dateField;
  preferences: typeof preferences;
  seed: typeof seed;
};

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: CatalogueMessages;
  }
}
