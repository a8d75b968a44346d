import type { Locale } from "./locales";
import type common from "../../messages/en/common.json";
import type dashboard from "../../messages/en/dashboard.json";
import type auth from "../../messages/en/auth.json";
import type entityTypes from "../../messages/en/entityTypes.json";
import type labels from "../../messages/en/labels.json";
import type history from "../../messages/en/history.json";
import type forms from "../../messages/en/forms.json";
import type maintenance from "../../messages/en/maintenance.json";
import type tags from "../../messages/en/tags.json";
import type theme from "../../messages/en/theme.json";
import type undo from "../../messages/en/undo.json";
import type mail from "../../messages/en/mail.json";
import type notifications from "../../messages/en/notifications.json";
import type meta from "../../messages/en/meta.json";

/**
 * The English catalogue's shape, so `t("key")` with a key that does not exist, or without the
 * placeholders its message needs, fails `npm run typecheck`. One line per namespace file.
 */
export type CatalogueMessages = {
  common: typeof common;
  dashboard: typeof dashboard;
  auth: typeof auth;
  entityTypes: typeof entityTypes;
  labels: typeof labels;
  history: typeof history;
  forms: typeof forms;
  maintenance: typeof maintenance;
  tags: typeof tags;
  theme: typeof theme;
  undo: typeof undo;
  mail: typeof mail;
  notifications: typeof notifications;
  meta: typeof meta;
};

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: CatalogueMessages;
  }
}
