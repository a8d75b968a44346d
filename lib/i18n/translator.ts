import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import type { CatalogueMessages } from "./catalogue-types";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { messagesFor } from "./messages";

type Namespace = NamespaceKeys<CatalogueMessages, NestedKeyOf<CatalogueMessages>>;

/**
 * Words outside a page render: e-mails, notifier messages, background jobs. `locale` is the
 * recipient's language (their setting), or English when unknown.
 */
export function translatorFor<N extends Namespace>(locale: string | null | undefined, namespace: N) {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return createTranslator({ locale: chosen, messages: messagesFor(chosen) as CatalogueMessages, namespace });
}
