/** The web page of an entity, which a label's QR code opens: `<base>/entities/<id>`. */
export function entityPageUrl(baseUrl: string, entityId: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/entities/${encodeURIComponent(entityId)}`;
}
