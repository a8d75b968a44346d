import { getRequestConfig } from "next-intl/server";
import { messagesFor } from "./messages";
import { requestDisplay } from "./request-locale";

// next-intl asks this once per request for the language, its words and the time zone.
export default getRequestConfig(async () => {
  const { locale, timeZone } = await requestDisplay();
  return { locale, timeZone, messages: messagesFor(locale) };
});
