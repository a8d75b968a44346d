import { OutboundFailed } from "@/lib/http-out/safe-fetch";
import type { NotifierScheme } from "./notifier-scheme";

/**
 * mailto:address and smtp://[user:password@]host[:port]/?from=…&to=… are accepted and stored.
 * Sending them is lib/mail's job (built separately): until it exists, delivery answers that email
 * is not configured. Replace `deliver` with a call into lib/mail once it lands.
 */
export const mail: NotifierScheme = {
  check(url) {
    if (url.protocol === "mailto:") {
      return /^[^@\s]+@[^@\s]+$/.test(decodeURIComponent(url.pathname))
        ? null
        : "a mailto: URL needs an address";
    }
    if (url.hostname === "") return "an SMTP URL looks like smtp://user:password@host:587/?from=a@b&to=c@d";
    if (!url.searchParams.get("to")) return "an SMTP URL needs ?to=";
    return null;
  },
  async deliver() {
    throw new OutboundFailed("email is not configured");
  },
};
