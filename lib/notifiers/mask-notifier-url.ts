/**
 * A notifier URL safe to show: the scheme and the host (where the messages go) and nothing that
 * may be a secret (login, tokens, topics, paths, query). `mailto:` keeps its address: it is the
 * user's own mailbox, not a credential.
 */
export function maskNotifierUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "•••";
  }
  if (url.protocol === "mailto:") return `mailto:${url.pathname}`;
  const hidden = url.username || url.password || url.pathname.replace(/\/+$/, "") || url.search;
  const port = url.port ? `:${url.port}` : "";
  return `${url.protocol}//${url.hostname}${port}${hidden ? "/•••" : ""}`;
}
