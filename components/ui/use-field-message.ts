"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { readFieldMessage } from "./field-message";

/**
 * "Name" and the API's "is required" → "Name is required", in the reader's language. A message the
 * client does not know is put after the label as it came (the API's English).
 */
export function useFieldMessage(): (label: string, message: string) => string {
  const t = useTranslations("ui.fieldMessage");
  return useCallback(
    (label: string, message: string) => {
      const known = readFieldMessage(message);
      if (!known) return t("unknown", { label, message });
      switch (known.id) {
        case "required":
          return t("required", { label });
        case "invalid":
          return t("invalid", { label });
        case "maxChars":
          return t("maxChars", { label, max: known.max });
        case "minChars":
          return t("minChars", { label, min: known.min });
        case "maxNumber":
          return t("maxNumber", { label, max: known.max });
        case "between":
          return t("between", { label, min: known.min, max: known.max });
        case "wholeNumber":
          return t("wholeNumber", { label });
        case "wholeNumberZeroOrMore":
          return t("wholeNumberZeroOrMore", { label });
        case "number":
          return t("number", { label });
        case "decimal":
          return t("decimal", { label });
        case "notNegative":
          return t("notNegative", { label });
        case "zeroOrMore":
          return t("zeroOrMore", { label });
        case "uuid":
          return t("uuid", { label });
        case "boolean":
          return t("boolean", { label });
        case "text":
          return t("text", { label });
        case "date":
          return t("date", { label });
        case "future":
          return t("future", { label });
        case "notPast":
          return t("notPast", { label });
        case "hexColour":
          return t("hexColour", { label });
        case "email":
          return t("email", { label });
        case "url":
          return t("url", { label });
        case "barcode":
          return t("barcode", { label });
        case "assetId":
          return t("assetId", { label });
        case "maxEntries":
          return t("maxEntries", { label, max: known.max });
        case "tooDeep":
          return t("tooDeep", { label, max: known.max });
        case "tagsTooDeep":
          return t("tagsTooDeep", { label, max: known.max });
        case "onlySpaces":
          return t("onlySpaces", { label });
        case "alreadyUsed":
          return t("alreadyUsed", { label });
        case "insideItself":
          return t("insideItself", { label });
        case "listedTwice":
          return t("listedTwice", { label });
        case "mergeIntoDescendant":
          return t("mergeIntoDescendant", { label });
        case "mergeIntoItself":
          return t("mergeIntoItself", { label });
        case "incorrect":
          return t("incorrect", { label });
      }
    },
    [t],
  );
}
