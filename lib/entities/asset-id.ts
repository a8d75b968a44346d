/** Asset IDs are stored as integers and shown as "000-001" (HomeBox's format); unset is "". */
export function formatAssetId(assetId: number | null | undefined): string {
  if (assetId === null || assetId === undefined || assetId <= 0) return "";
  const digits = String(assetId).padStart(6, "0");
  return `${digits.slice(0, -3)}-${digits.slice(-3)}`;
}

/** Reads "000-001", "1" or "000001"; null when it is not a positive asset number. */
export function parseAssetId(text: string): number | null {
  const digits = text.trim().replace(/-/g, "");
  if (!/^\d{1,15}$/.test(digits)) return null;
  const value = Number(digits);
  return value > 0 && value <= 2_147_483_647 ? value : null;
}
