/**
 * Recognises a keyboard-wedge barcode scanner (USB or Bluetooth): it "types" a whole code with
 * every key far quicker than a person can, then presses Enter. A person typing reaches such gaps
 * now and then for a key or two, never for a whole code.
 */
export const WEDGE_MAX_GAP_MS = 30;
/** Shorter bursts are left alone: two or three quick keys can be a person's rolled chord. */
export const WEDGE_MIN_LENGTH = 4;

export type WedgeKey = { key: string; time: number };

export class WedgeBurst {
  private text = "";
  private last = -Infinity;

  /** Adds a printable key; true when it continues a burst that already looks machine-typed. */
  add({ key, time }: WedgeKey): boolean {
    const fast = time - this.last < WEDGE_MAX_GAP_MS;
    this.text = fast ? this.text + key : key;
    this.last = time;
    return fast && this.text.length >= 3;
  }

  /** Enter: the code when it came as one fast burst of enough keys, else null. Starts over. */
  finish(time: number): string | null {
    const fast = time - this.last < WEDGE_MAX_GAP_MS;
    const code = fast && this.text.length >= WEDGE_MIN_LENGTH ? this.text : null;
    this.reset();
    return code;
  }

  reset() {
    this.text = "";
    this.last = -Infinity;
  }
}

/** Where a wedge scan goes when the scan page is already open, instead of a navigation. */
export const WEDGE_SCAN_EVENT = "cairn:wedge-scan";
