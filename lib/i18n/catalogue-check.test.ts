import { describe, expect, it } from "vitest";
import { keysReachedBy } from "./catalogue-check";

describe("keysReachedBy", () => {
  it("reads the keys after a template literal with a placeholder", () => {
    const source = [
      'const t = useTranslations("entity");',
      "const href = `/entities/${id}/edit`;",
      'const label = t("actions.edit");',
      "const other = `${a} and ${b}`;",
      'const more = t("actions.more");',
    ].join("\n");
    const reached = keysReachedBy(source);
    expect(reached).toContain("entity.actions.edit");
    expect(reached).toContain("entity.actions.more");
  });

  it("reads keys inside a placeholder that holds braces", () => {
    const source = 'const t = useTranslations("x");\nconst s = `${f({ a: t("one") })}`;\nt("two");';
    const reached = keysReachedBy(source);
    expect(reached).toContain("x.one");
    expect(reached).toContain("x.two");
  });
});
