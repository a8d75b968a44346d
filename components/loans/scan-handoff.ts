// The scanner opens an item's page the way any link does; this note, left in the tab's session
// storage just before, tells the page it was reached by a scan so the lending panel comes first.
const KEY = "cairn.scannedEntity";

export function markScanned(entityId: string): void {
  try {
    sessionStorage.setItem(KEY, entityId);
  } catch {
    // Storage refused (private mode): the page opens as usual.
  }
}

/** Whether this item was just scanned; the note is used up. */
export function takeScanned(entityId: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== entityId) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
