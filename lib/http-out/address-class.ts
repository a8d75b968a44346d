import { isIP } from "node:net";

/**
 * Classifies an IP address for outgoing requests: `public` addresses may be contacted; anything
 * else (private, loopback, link-local, unique-local, CGNAT, multicast, unspecified, reserved,
 * documentation) may not. IPv6 forms that embed an IPv4 address (IPv4-mapped, IPv4-compatible,
 * NAT64, 6to4) are judged by the IPv4 address inside them.
 */
export type AddressClass = "public" | "forbidden" | "invalid";

type V4Range = readonly [base: number, prefix: number];

const v4 = (dotted: string, prefix: number): V4Range => [parseIpv4(dotted)!, prefix];

const FORBIDDEN_V4: readonly V4Range[] = [
  v4("0.0.0.0", 8), // "this network", unspecified
  v4("10.0.0.0", 8), // private
  v4("100.64.0.0", 10), // carrier-grade NAT
  v4("127.0.0.0", 8), // loopback
  v4("169.254.0.0", 16), // link-local (cloud metadata)
  v4("172.16.0.0", 12), // private
  v4("192.0.0.0", 24), // IETF protocol assignments
  v4("192.0.2.0", 24), // documentation
  v4("192.88.99.0", 24), // 6to4 relay anycast
  v4("192.168.0.0", 16), // private
  v4("198.18.0.0", 15), // benchmarking
  v4("198.51.100.0", 24), // documentation
  v4("203.0.113.0", 24), // documentation
  v4("224.0.0.0", 4), // multicast
  v4("240.0.0.0", 4), // reserved, broadcast
];

/** The address as a 32-bit number, or null when it is not a dotted quad. */
export function parseIpv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** The address as eight 16-bit groups, or null when it is not IPv6 text. A zone (%eth0) is ignored. */
export function parseIpv6(text: string): number[] | null {
  let rest = text.replace(/%.*$/, "");
  const groups: number[] = [];
  // A trailing dotted quad stands for the last two groups.
  const quad = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(rest);
  let tail: number[] = [];
  if (quad) {
    const value = parseIpv4(quad[1]!);
    if (value === null) return null;
    tail = [Math.floor(value / 65536), value % 65536];
    rest = rest.slice(0, rest.length - quad[1]!.length);
    if (rest.endsWith(":") && !rest.endsWith("::")) rest = rest.slice(0, -1);
  }
  const halves = rest.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string) => (half === "" ? [] : half.split(":"));
  const head = parse(halves[0]!);
  const after = halves.length === 2 ? parse(halves[1]!) : [];
  for (const group of [...head, ...after]) if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
  const explicit = head.length + after.length + tail.length;
  if (halves.length === 1 && explicit !== 8) return null;
  if (halves.length === 2 && explicit > 7) return null;
  groups.push(...head.map((group) => parseInt(group, 16)));
  if (halves.length === 2) for (let i = explicit; i < 8; i++) groups.push(0);
  groups.push(...after.map((group) => parseInt(group, 16)), ...tail);
  return groups.length === 8 ? groups : null;
}

function classifyV4(value: number): AddressClass {
  for (const [base, prefix] of FORBIDDEN_V4) {
    const size = 2 ** (32 - prefix);
    if (value >= base && value < base + size) return "forbidden";
  }
  return "public";
}

const embeddedV4 = (high: number, low: number) => high * 65536 + low;

function classifyV6(groups: number[]): AddressClass {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  // ::/128 unspecified, ::1 loopback, and IPv4-compatible ::a.b.c.d (deprecated): all of ::/96.
  if (zeroUpTo(6)) return g6 === 0 && g7 <= 1 ? "forbidden" : classifyV4(embeddedV4(g6, g7));
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-translated ::ffff:0:a.b.c.d.
  if (zeroUpTo(5) && g5 === 0xffff) return classifyV4(embeddedV4(g6, g7));
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return classifyV4(embeddedV4(g6, g7));
  // NAT64 64:ff9b::a.b.c.d and the local-use 64:ff9b:1::/48.
  if (g0 === 0x64 && g1 === 0xff9b) {
    if (g2 === 1) return "forbidden";
    return classifyV4(embeddedV4(g6, g7));
  }
  // 6to4 2002:AABB:CCDD::/48 embeds an IPv4 address in groups 1 and 2.
  if (g0 === 0x2002) return classifyV4(embeddedV4(g1, g2));
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return "forbidden"; // discard-only 100::/64
  if (g0 === 0x2001 && g1 === 0x0db8) return "forbidden"; // documentation 2001:db8::/32
  if (g0 === 0x2001 && g1 < 0x0200) return "forbidden"; // IETF protocol assignments (Teredo, ...)
  if ((g0 & 0xfe00) === 0xfc00) return "forbidden"; // unique-local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return "forbidden"; // link-local fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return "forbidden"; // site-local fec0::/10 (deprecated)
  if ((g0 & 0xff00) === 0xff00) return "forbidden"; // multicast ff00::/8
  return "public";
}

/** `public` when an outgoing request may go to this address (IPv4 or IPv6 text, brackets allowed). */
export function classifyAddress(address: string): AddressClass {
  const text = address.replace(/^\[(.*)\]$/, "$1");
  const version = isIP(text.replace(/%.*$/, ""));
  if (version === 4) return classifyV4(parseIpv4(text)!);
  if (version === 6) {
    const groups = parseIpv6(text);
    return groups ? classifyV6(groups) : "invalid";
  }
  return "invalid";
}
