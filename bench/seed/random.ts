/**
 * A small seeded generator (mulberry32): the same seed gives the same inventory on every run, so
 * two benchmark runs measure the same data.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<T>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(this.pick(items));
    return [...chosen];
  }

  /** Upper-case letters and digits. */
  code(length: number): string {
    const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
    let out = "";
    for (let index = 0; index < length; index++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  /** A date between `from` and `to`, at 00:00 UTC when `dateOnly`. */
  date(from: Date, to: Date, dateOnly = false): Date {
    const value = new Date(from.getTime() + this.next() * (to.getTime() - from.getTime()));
    if (dateOnly) value.setUTCHours(0, 0, 0, 0);
    return value;
  }

  /** Money with two decimals in [min, max]. */
  price(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }
}
