/**
 * The settings pages, in the order the sub-navigation and the index list them. `key` names the
 * page's label and description in the "settings" catalogue (settings.links.<key>).
 */
export const SETTINGS_LINKS = [
  { href: "/settings/profile", key: "profile" },
  { href: "/settings/group", key: "group" },
  { href: "/settings/entity-types", key: "types" },
  { href: "/settings/templates", key: "templates" },
  { href: "/settings/notifiers", key: "notifiers" },
  { href: "/settings/data", key: "data" },
] as const;
