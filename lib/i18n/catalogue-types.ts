import type { Locale } from "./locales";
import type appShell from "../../messages/en/appShell.json";
import type auth from "../../messages/en/auth.json";
import type common from "../../messages/en/common.json";
import type dashboard from "../../messages/en/dashboard.json";
import type dataTools from "../../messages/en/dataTools.json";
import type dateField from "../../messages/en/dateField.json";
import type entity from "../../messages/en/entity.json";
import type entityList from "../../messages/en/entityList.json";
import type entityTypes from "../../messages/en/entityTypes.json";
import type forms from "../../messages/en/forms.json";
import type history from "../../messages/en/history.json";
import type labels from "../../messages/en/labels.json";
import type locations from "../../messages/en/locations.json";
import type mail from "../../messages/en/mail.json";
import type maintenance from "../../messages/en/maintenance.json";
import type meta from "../../messages/en/meta.json";
import type notifications from "../../messages/en/notifications.json";
import type notifiers from "../../messages/en/notifiers.json";
import type pages from "../../messages/en/pages.json";
import type pickers from "../../messages/en/pickers.json";
import type preferences from "../../messages/en/preferences.json";
import type quickAdd from "../../messages/en/quickAdd.json";
import type scanner from "../../messages/en/scanner.json";
import type seed from "../../messages/en/seed.json";
import type settings from "../../messages/en/settings.json";
import type tagManager from "../../messages/en/tagManager.json";
import type tags from "../../messages/en/tags.json";
import type templates from "../../messages/en/templates.json";
import type theme from "../../messages/en/theme.json";
import type ui from "../../messages/en/ui.json";
import type undo from "../../messages/en/undo.json";

/**
 * The English catalogue's shape, so `t("key")` with a key that does not exist, or without the
 * placeholders its message needs, fails `npm run typecheck`. One line per namespace file.
 */
export type CatalogueMessages = {
  appShell: typeof appShell;
  auth: typeof auth;
  common: typeof common;
  dashboard: typeof dashboard;
  dataTools: typeof dataTools;
  dateField: typeof dateField;
  entity: typeof entity;
  entityList: typeof entityList;
  entityTypes: typeof entityTypes;
  forms: typeof forms;
  history: typeof history;
  labels: typeof labels;
  locations: typeof locations;
  mail: typeof mail;
  maintenance: typeof maintenance;
  meta: typeof meta;
  notifications: typeof notifications;
  notifiers: typeof notifiers;
  pages: typeof pages;
  pickers: typeof pickers;
  preferences: typeof preferences;
  quickAdd: typeof quickAdd;
  scanner: typeof scanner;
  seed: typeof seed;
  settings: typeof settings;
  tagManager: typeof tagManager;
  tags: typeof tags;
  templates: typeof templates;
  theme: typeof theme;
  ui: typeof ui;
  undo: typeof undo;
};

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: CatalogueMessages;
  }
}
