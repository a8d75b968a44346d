import { describe, expect, it } from "vitest";
import { WedgeBurst } from "./wedge-burst";

function typeKeys(burst: WedgeBurst, text: string, start: number, gap: number): number {
  let time = start;
  for (const key of text) {
    burst.add({ key, time });
    time += gap;
  }
  return time;
}

describe("WedgeBurst", () => {
  it("reads a code typed with every key under 30 ms apart and ending in Enter", () => {
    const burst = new WedgeBurst();
    const end = typeKeys(burst, "4006381333931", 1000, 8);
    expect(burst.finish(end)).toBe("4006381333931");
  });

  it("ignores a person's typing, even with a few quick keys in it", () => {
    const burst = new WedgeBurst();
    let time = typeKeys(burst, "hel", 1000, 120);
    time = typeKeys(burst, "lo", time, 15);
    expect(burst.finish(time + 100)).toBeNull();
  });

  it("needs the Enter to follow quickly too", () => {
    const burst = new WedgeBurst();
    const end = typeKeys(burst, "12345678", 1000, 5);
    expect(burst.finish(end + 200)).toBeNull();
  });

  it("restarts the burst after a pause, keeping only the fast tail", () => {
    const burst = new WedgeBurst();
    typeKeys(burst, "abc", 0, 5);
    const end = typeKeys(burst, "000-123", 1000, 5);
    expect(burst.finish(end)).toBe("000-123");
  });

  it("leaves very short bursts alone", () => {
    const burst = new WedgeBurst();
    const end = typeKeys(burst, "ab", 0, 5);
    expect(burst.finish(end)).toBeNull();
  });

  it("tells when a key continues a machine-typed burst", () => {
    const burst = new WedgeBurst();
    expect(burst.add({ key: "h", time: 0 })).toBe(false);
    expect(burst.add({ key: "t", time: 5 })).toBe(false);
    expect(burst.add({ key: "t", time: 10 })).toBe(true);
    expect(burst.add({ key: "/", time: 500 })).toBe(false);
  });
});
