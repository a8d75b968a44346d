import { formatAssetId, parseAssetId } from "@/lib/entities/asset-id";

/** What a scanned or typed code points at. */
export type ScanTarget =
  { kind: "entity"; entityId: string } | { kind: "asset"; assetId: string } | { kind: "code"; code: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** "000-123", "#000-123", "#123": the dash or the hash tells it apart from a product barcode. */
const ASSET_ID = /^#?\s*\d{1,12}-\d{3}$|^#\s*\d{1,12}$/;

/**
 * The entity id of one of our labels: its QR code holds `<PUBLIC_URL>/entities/<uuid>`. Any origin
 * is accepted (PUBLIC_URL may have changed since the label was printed, or the label came from
 * another Cairn), and so is a base path before `/entities`; only the id is kept, so following it
 * never leaves this app.
 */
function labelEntityId(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const match = /\/entities\/([^/]+)\/?$/.exec(url.pathname);
  if (!match?.[1]) return null;
  const id = decodeURIComponent(match[1]);
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** Decides what to do with a code: open a label's entity, find an asset ID, or look a code up. */
export function scanTarget(raw: string): ScanTarget {
  const text = raw.trim();
  const entityId = labelEntityId(text);
  if (entityId) return { kind: "entity", entityId };
  if (ASSET_ID.test(text)) {
    const assetNumber = parseAssetId(text.replace(/^#\s*/, ""));
    if (assetNumber !== null) return { kind: "asset", assetId: formatAssetId(assetNumber) };
  }
  return { kind: "code", code: text };
}
