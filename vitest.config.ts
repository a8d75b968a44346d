import path from "node:path";
import { defineConfig } from "vitest/config";
import { loaderAliases } from "./scripts/loader-aliases.mjs";

const alias = loaderAliases(path.resolve(import.meta.dirname));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["{lib,scripts,app,components}/**/*.test.{ts,tsx}"],
          environment: "node",
          // A hang guard, not a speed check: the PDF and OpenAPI tests load a lot on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
