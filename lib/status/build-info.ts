import packageJson from "@/package.json";

/** Version from package.json; commit and build time stamped at build time (lib/status/build-stamp.mjs). */
export function buildInfo() {
  return {
    version: packageJson.version,
    commit: process.env.CAIRN_COMMIT ?? "",
    buildTime: process.env.CAIRN_BUILD_TIME ?? "",
  };
}
