import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// lib/ is the server and the shared code; the UI (components/, app/) builds on it, never the reverse.
const libNotUi = {
  regex: "^(@/|(\\.\\./)+)(components|app)/",
  message: "lib/ must not import components/ or app/: move the shared part into lib/.",
};

// The zod schemas are imported by client components (forms validate with them), so they import
// zod, each other and these pure helpers (no database, configuration or domain logic) only.
const SCHEMA_HELPERS = [
  "money",
  "i18n/locales",
  "currencies/currencies",
  "labels/sheet-templates",
  "events/event-types",
  "entities/asset-id",
  "entities/value-fields",
  "notifiers/parse-notifier-url",
  "errors/error-codes",
];
const schemasNotDomain = {
  regex: `^(@/lib/(?!schemas/|(${SCHEMA_HELPERS.join("|")})$)|\\.\\./)`,
  message: "lib/schemas must not import domain modules: keep the schema to zod and pure helpers.",
};

// Components run in the browser (or render there): the database, its generated clients and the
// server's configuration stay out of them (those modules also import "server-only", which fails the
// build of a client component that reaches them).
const uiNotDatabase = {
  regex: "^(@/lib/(db|generated|config)/|@prisma/|(\\.\\./)+lib/(db|generated|config)/)",
  message: "components/ must not import the database, its clients or the server configuration.",
};

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      "lib/generated/**",
      ".next/**",
      "node_modules/**",
      "data/**",
      ".test-data/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Rules that need the types: a promise nobody awaits loses its error (an unhandled rejection
    // ends the server), and one handed where a plain callback is expected is never awaited. `void`
    // marks a call that is meant to run on its own, with its errors handled inside it.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  // Boundaries between the layers (docs/ARCHITECTURE.md, "Code layout"). Each block repeats the
  // patterns of the blocks before it that also cover its files, since a later no-restricted-imports
  // replaces an earlier one.
  {
    files: ["lib/**"],
    // A test may check lib/ against the routes that use it (lib/openapi/build-document.test.ts).
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [libNotUi] }] },
  },
  {
    // The typed client reads each route's types from the route modules (lib/api-client/api-routes.ts).
    // Type imports only: they are erased, so no server code reaches the browser; a value import
    // from app/ is still refused. @typescript-eslint's rule, as the core one cannot tell them apart.
    files: ["lib/api-client/api-routes.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ ...libNotUi, allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ["lib/schemas/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [libNotUi, schemasNotDomain] }] },
  },
  {
    files: ["components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [uiNotDatabase] }] },
  },
  {
    // API tests read loosely typed JSON answers; their assertions are the type check.
    files: ["tests/**/*.ts", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];

export default config;
