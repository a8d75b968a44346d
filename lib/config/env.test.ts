import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./env";

describe("parseConfig", () => {
  it("needs no configuration at all", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 7745,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: `file:${path.resolve("./data/cairn.db")}`,
      publicUrl: undefined,
      trustProxy: false,
      allowRegistration: true,
      maxUploadBytes: 10 * 1024 * 1024,
      passwordResetTtlMs: 60 * 60_000,
    });
  });

  it("reads every documented variable", () => {
    const config = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/cairn",
      DATABASE_URL: "postgresql://u:p@db/cairn",
      PUBLIC_URL: "https://inventory.example.com/",
      TRUST_PROXY: "true",
      ALLOW_REGISTRATION: "false",
      MAX_UPLOAD_MB: "25",
      PASSWORD_RESET_MINUTES: "15",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/srv/cairn",
      databaseUrl: "postgresql://u:p@db/cairn",
      publicUrl: "https://inventory.example.com",
      trustProxy: true,
      allowRegistration: false,
      maxUploadBytes: 25 * 1024 * 1024,
      passwordResetTtlMs: 15 * 60_000,
    });
  });

  it("reads the proxy hops and the rate limits, with defaults", () => {
    expect(parseConfig({})).toMatchObject({
      trustProxyHops: 1,
      limits: {
        login: {
          failuresPerClientAndAccount: 5,
          failuresPerAccount: 10,
          failuresPerClient: 20,
          maxLockMs: 5 * 60_000,
        },
        registrationsPerClientPerHour: 5,
        passwordReset: {
          requestsPerClientPerHour: 10,
          mailsPerAccountPerHour: 3,
          mailAlwaysAfterMs: 5 * 60_000,
        },
      },
    });
    expect(
      parseConfig({
        TRUST_PROXY_HOPS: "2",
        LOGIN_MAX_FAILURES: "3",
        LOGIN_MAX_FAILURES_PER_ACCOUNT: "30",
        LOGIN_MAX_FAILURES_PER_ADDRESS: "50",
        LOGIN_MAX_LOCK_MINUTES: "2",
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: "0",
        PASSWORD_RESET_PER_ADDRESS_PER_HOUR: "4",
        PASSWORD_RESET_MAILS_PER_HOUR: "1",
        PASSWORD_RESET_MAIL_INTERVAL_MINUTES: "10",
      }),
    ).toMatchObject({
      trustProxyHops: 2,
      limits: {
        login: {
          failuresPerClientAndAccount: 3,
          failuresPerAccount: 30,
          failuresPerClient: 50,
          maxLockMs: 120_000,
        },
        registrationsPerClientPerHour: 0,
        passwordReset: { requestsPerClientPerHour: 4, mailsPerAccountPerHour: 1, mailAlwaysAfterMs: 600_000 },
      },
    });
    expect(() => parseConfig({ TRUST_PROXY_HOPS: "0" })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it("keeps entity history for a year unless CAIRN_HISTORY_RETENTION_DAYS says otherwise", () => {
    const day = 24 * 60 * 60 * 1000;
    expect(parseConfig({}).historyRetentionMs).toBe(365 * day);
    expect(parseConfig({ CAIRN_HISTORY_RETENTION_DAYS: "30" }).historyRetentionMs).toBe(30 * day);
    expect(() => parseConfig({ CAIRN_HISTORY_RETENTION_DAYS: "0" })).toThrow(/CAIRN_HISTORY_RETENTION_DAYS/);
  });

  it("lets an API key work a year at most unless CAIRN_API_KEY_MAX_DAYS says otherwise", () => {
    const day = 24 * 60 * 60 * 1000;
    expect(parseConfig({}).apiKeyMaxLifetimeMs).toBe(365 * day);
    expect(parseConfig({ CAIRN_API_KEY_MAX_DAYS: "30" }).apiKeyMaxLifetimeMs).toBe(30 * day);
    expect(() => parseConfig({ CAIRN_API_KEY_MAX_DAYS: "0" })).toThrow(/CAIRN_API_KEY_MAX_DAYS/);
    expect(() => parseConfig({ CAIRN_API_KEY_MAX_DAYS: "never" })).toThrow(/CAIRN_API_KEY_MAX_DAYS/);
  });

  it("puts the SQLite file in DATA_DIR when DATABASE_URL is unset", () => {
    expect(parseConfig({ DATA_DIR: "/var/lib/cairn" }).databaseUrl).toBe("file:/var/lib/cairn/cairn.db");
  });

  it("refuses nonsense with a message naming the variable", () => {
    expect(() => parseConfig({ PORT: "seventy" })).toThrow(/PORT/);
    expect(() => parseConfig({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });

  it("reads the webhook settings, with defaults", () => {
    expect(parseConfig({})).toMatchObject({
      webhookPollMs: 2000,
      webhookRetryBaseMs: 10_000,
      webhookMaxAttempts: 8,
      webhookDeliveryRetentionMs: 30 * 86_400_000,
    });
    expect(
      parseConfig({
        CAIRN_WEBHOOK_POLL_MS: "100",
        CAIRN_WEBHOOK_RETRY_BASE_SECONDS: "0.2",
        CAIRN_WEBHOOK_MAX_ATTEMPTS: "3",
        CAIRN_WEBHOOK_DELIVERY_RETENTION_DAYS: "7",
      }),
    ).toMatchObject({
      webhookPollMs: 100,
      webhookRetryBaseMs: 200,
      webhookMaxAttempts: 3,
      webhookDeliveryRetentionMs: 7 * 86_400_000,
    });
    expect(() => parseConfig({ CAIRN_WEBHOOK_MAX_ATTEMPTS: "0" })).toThrow(/CAIRN_WEBHOOK_MAX_ATTEMPTS/);
  });

  it("reads the per-group limits, with defaults", () => {
    expect(parseConfig({})).toMatchObject({
      webhooksPerGroup: 20,
      webhookGroupConcurrency: 2,
      exportsKept: 5,
    });
    expect(
      parseConfig({
        CAIRN_WEBHOOKS_PER_GROUP: "3",
        CAIRN_WEBHOOK_GROUP_CONCURRENCY: "4",
        CAIRN_EXPORTS_KEPT: "1",
      }),
    ).toMatchObject({ webhooksPerGroup: 3, webhookGroupConcurrency: 4, exportsKept: 1 });
    expect(() => parseConfig({ CAIRN_EXPORTS_KEPT: "0" })).toThrow(/CAIRN_EXPORTS_KEPT/);
  });

  it("leaves OIDC off and local login on by default", () => {
    const config = parseConfig({});
    expect(config.allowLocalLogin).toBe(true);
    expect(config.oidc).toMatchObject({
      enabled: false,
      scopes: "openid profile email",
      buttonText: "Sign in with OIDC",
      autoRedirect: false,
      allowedGroups: [],
      groupsClaim: "groups",
    });
  });

  it("reads the OIDC settings", () => {
    const config = parseConfig({
      ALLOW_LOCAL_LOGIN: "false",
      OIDC_ENABLED: "true",
      OIDC_ISSUER_URL: "https://id.example.com/realms/home/",
      OIDC_CLIENT_ID: "cairn",
      OIDC_CLIENT_SECRET: "s3cret",
      OIDC_SCOPES: "openid email groups",
      OIDC_BUTTON_TEXT: "Sign in with Keycloak",
      OIDC_AUTO_REDIRECT: "true",
      OIDC_ALLOWED_GROUPS: "family, friends ,",
      OIDC_GROUPS_CLAIM: "roles",
      OIDC_REDIRECT_URI: "https://stuff.example.com/api/v1/users/login/oidc/callback",
    });
    expect(config.allowLocalLogin).toBe(false);
    expect(config.oidc).toEqual({
      enabled: true,
      issuerUrl: "https://id.example.com/realms/home",
      clientId: "cairn",
      clientSecret: "s3cret",
      scopes: "openid email groups",
      buttonText: "Sign in with Keycloak",
      autoRedirect: true,
      allowedGroups: ["family", "friends"],
      groupsClaim: "roles",
      redirectUri: "https://stuff.example.com/api/v1/users/login/oidc/callback",
    });
  });

  it("refuses OIDC without its issuer and client", () => {
    expect(() => parseConfig({ OIDC_ENABLED: "true", OIDC_CLIENT_ID: "cairn" })).toThrow(
      /OIDC_ISSUER_URL, OIDC_CLIENT_SECRET/,
    );
  });
});
