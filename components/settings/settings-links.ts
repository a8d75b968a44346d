/** The settings pages, in the order the sub-navigation and the index list them. */
export const SETTINGS_LINKS = [
  { href: "/settings/profile", label: "Profile", description: "Your name, email, password and API keys." },
  {
    href: "/settings/group",
    label: "Group",
    description: "The household's name, currency, members and invitations.",
  },
  {
    href: "/settings/entity-types",
    label: "Types",
    description: "The kinds of things and places you keep track of.",
  },
  {
    href: "/settings/templates",
    label: "Templates",
    description: "Pre-filled forms for items you add often.",
  },
  {
    href: "/settings/notifiers",
    label: "Notifiers",
    description: "Where reminders go: ntfy, Discord, Slack, Telegram, Gotify, email or a webhook.",
  },
  {
    href: "/settings/data",
    label: "Data",
    description: "Import and export CSV, back up and restore, print labels, tidy up.",
  },
] as const;
