// The commit and time a production bundle was built from, stamped into it by next.config.mjs so that
// `GET /api/v1/status` can report them as HomeBox does. CAIRN_COMMIT / CAIRN_BUILD_TIME set at build
// time win (a container build has no .git); otherwise git is asked, and "" stands for unknown.
import { execFileSync } from "node:child_process";

/** @param {string} root the checkout the bundle is built from */
function gitCommit(root) {
  try {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 5_000,
    }).trim();
    return /^[0-9a-f]{40}$/.test(commit) ? commit : "";
  } catch {
    return "";
  }
}

/**
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 * @param {Date} now
 * @returns {{ CAIRN_COMMIT: string, CAIRN_BUILD_TIME: string }}
 */
export function buildStamp(root, env = process.env, now = new Date()) {
  return {
    CAIRN_COMMIT: env.CAIRN_COMMIT ?? gitCommit(root),
    CAIRN_BUILD_TIME: env.CAIRN_BUILD_TIME ?? now.toISOString(),
  };
}
