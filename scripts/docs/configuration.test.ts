import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as envDocs from "@/lib/config/env-docs";
import { command, outputFile, renderConfiguration } from "./configuration-doc.mjs";

describe("docs/configuration.md", () => {
  it("is what the environment schemas generate", async () => {
    const expected = await renderConfiguration(envDocs);
    const current = readFileSync(outputFile, "utf8");
    // toBe would print a long diff; the message says what to do.
    expect(current === expected, `docs/configuration.md is out of date: run ${command}`).toBe(true);
  });

  it("documents every variable of every schema, with the schema's default", async () => {
    const text = await renderConfiguration(envDocs);
    for (const section of envDocs.configurationSections) {
      for (const name of Object.keys(section.schema.shape)) expect(text).toContain(`| \`${name}\``);
    }
    expect(text).toMatch(/\| `PORT` +\| `7745` +\| integer 1–65,535 /);
    expect(text).toMatch(/\| `TRUST_PROXY` +\| `false` +\| boolean /);
    expect(text).toMatch(/\| `ALLOW_REGISTRATION` +\| `true` +\| boolean /);
  });
});
