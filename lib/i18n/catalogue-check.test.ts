import { describe, expect, it } from "vitest";
import { keysReachedBy } from "./catalogue-check";

describe("keysReachedBy", () => {
  it("sees keys between two template literals that hold a substitution", () => {
    const source = [
      'const t = useTranslations("list");',
      "const a = <b className={`${x} one`}>",
      '  {t("between")}',
      "</b>;",
      "const c = `${y} two`;",
    ].join("\n");
    expect(keysReachedBy(source).has("list.between")).toBe(true);
  });
});
