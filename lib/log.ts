/**
 * JSON-lines logging (pino, see lib/logging/logger.mjs): info to stdout, warn and error to stderr,
 * each line with the request id of the request it was written for. Errors are reduced to type,
 * message and stack. LOG_LEVEL sets the threshold.
 */
import { logger } from "@/lib/logging/logger.mjs";

type Fields = Record<string, unknown>;

export const log = {
  debug: (message: string, fields?: Fields) => logger().debug(fields ?? {}, message),
  info: (message: string, fields?: Fields) => logger().info(fields ?? {}, message),
  warn: (message: string, fields?: Fields) => logger().warn(fields ?? {}, message),
  error: (message: string, fields?: Fields) => logger().error(fields ?? {}, message),
};
