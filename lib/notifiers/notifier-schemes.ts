import { discord } from "./deliver-discord";
import { generic } from "./deliver-generic";
import { gotify } from "./deliver-gotify";
import { mail } from "./deliver-mail";
import { ntfy } from "./deliver-ntfy";
import { slack } from "./deliver-slack";
import { smtp } from "./deliver-smtp";
import { telegram } from "./deliver-telegram";
import type { NotifierScheme } from "./notifier-scheme";

/** Every notifier URL scheme Cairn understands, by URL protocol. */
export const notifierSchemes: Readonly<Record<string, NotifierScheme>> = {
  "ntfy:": ntfy,
  "discord:": discord,
  "slack:": slack,
  "telegram:": telegram,
  "gotify:": gotify,
  "generic:": generic,
  "generic+https:": generic,
  "generic+http:": generic,
  "mailto:": mail,
  "smtp:": smtp,
};
