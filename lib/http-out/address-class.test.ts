import { describe, expect, it } from "vitest";
import { classifyAddress, parseIpv6 } from "./address-class";

describe("classifyAddress", () => {
  it.each([
    "0.0.0.0",
    "0.1.2.3",
    "10.0.0.1",
    "10.255.255.255",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.1.2.3",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.0.0.8",
    "192.0.2.1",
    "192.168.1.1",
    "198.18.0.1",
    "198.19.255.255",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
  ])("refuses the IPv4 address %s", (address) => {
    expect(classifyAddress(address)).toBe("forbidden");
  });

  it.each([
    "1.1.1.1",
    "8.8.8.8",
    "9.255.255.255",
    "11.0.0.0",
    "100.63.255.255",
    "100.128.0.0",
    "126.255.255.255",
    "128.0.0.0",
    "169.253.255.255",
    "169.255.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.167.255.255",
    "192.169.0.0",
    "198.17.255.255",
    "198.20.0.0",
    "223.255.255.255",
  ])("allows the public IPv4 address %s", (address) => {
    expect(classifyAddress(address)).toBe("public");
  });

  it.each([
    "::",
    "::1",
    "[::1]",
    "0:0:0:0:0:0:0:1",
    "fe80::1",
    "fe80::1%eth0",
    "febf:ffff::1",
    "fec0::1",
    "fc00::1",
    "fd12:3456:789a::1",
    "ff02::1",
    "ff0e::1",
    "2001:db8::1",
    "2001::1",
    "100::1",
    // IPv4-mapped, -compatible, -translated, NAT64 and 6to4 forms of private addresses
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "[::ffff:169.254.169.254]",
    "::ffff:a9fe:a9fe",
    "::ffff:10.1.2.3",
    "::ffff:0:192.168.0.1",
    "::127.0.0.1",
    "::10.0.0.1",
    "64:ff9b::10.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b:1::1",
    "2002:7f00:1::1",
    "2002:c0a8:101::1",
  ])("refuses the IPv6 address %s", (address) => {
    expect(classifyAddress(address)).toBe("forbidden");
  });

  it.each([
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
    "::ffff:808:808",
    "64:ff9b::8.8.8.8",
    "2002:808:808::1",
    "fe00::1",
    "fbff::1",
  ])("allows the public IPv6 address %s", (address) => {
    expect(classifyAddress(address)).toBe("public");
  });

  it.each([
    "",
    "localhost",
    "example.com",
    "1.2.3",
    "1.2.3.256",
    "01.2.3.4.5",
    "::g",
    "1:2:3:4:5:6:7:8:9",
    "[::1",
  ])("calls %j invalid (not an address)", (address) => {
    expect(classifyAddress(address)).toBe("invalid");
  });
});

describe("parseIpv6", () => {
  it("expands the short forms", () => {
    expect(parseIpv6("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6("fe80::1:2")).toEqual([0xfe80, 0, 0, 0, 0, 0, 1, 2]);
    expect(parseIpv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(parseIpv6("1:2:3:4:5:6:1.2.3.4")).toEqual([1, 2, 3, 4, 5, 6, 0x0102, 0x0304]);
  });

  it("refuses malformed text", () => {
    expect(parseIpv6("1::2::3")).toBeNull();
    expect(parseIpv6("1:2:3")).toBeNull();
    expect(parseIpv6("12345::")).toBeNull();
  });
});
