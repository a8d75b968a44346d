import type { Locale } from "./locales";
import type common from "../../messages/en/common.json";
import type appShell from "../../messages/en/appShell.json";
import type quickAdd from "../../messages/en/quickAdd.json";
import type templates from "../../messages/en/templates.json";
import type ui from "../../messages/en/ui.json";
import type tagManager from "../../messages/en/tagManager.json";
import type pickers from "../../messages/en/pickers.json";

/**
 * The English catalogue's shape, so `t("key")` with a key that does not exist, or without the
 * placeholders its message needs, fails `npm run typecheck`. One line per namespace file.
 */
export type CatalogueMessages = {
  common: typeof common;
  appShell: typeof appShell;
  quickAdd: typeof quickAdd;
  templates: typeof templates;
  ui: typeof ui;
  tagManager: typeof tagManager;
  pickers: typeof pickers;
};

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: CatalogueMessages;
  }
}
