export function buildStamp(
  root: string,
  env?: Record<string, string | undefined>,
  now?: Date,
): { CAIRN_COMMIT: string; CAIRN_BUILD_TIME: string };
