/** JSON-lines logging to stdout/stderr. Errors are reduced to name, message and stack. */
type Fields = Record<string, unknown>;

function serialize(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function write(level: "info" | "warn" | "error", message: string, fields: Fields = {}) {
  const entry: Fields = { time: new Date().toISOString(), level, msg: message };
  for (const [key, value] of Object.entries(fields)) entry[key] = serialize(value);
  const line = JSON.stringify(entry, (_key, value) => (typeof value === "bigint" ? value.toString() : value));
  if (level === "info") process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
}

export const log = {
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, fields?: Fields) => write("warn", message, fields),
  error: (message: string, fields?: Fields) => write("error", message, fields),
};
