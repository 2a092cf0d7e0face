import { describe, expect, test } from "vitest";
import {
  checkUrl,
  isLoopbackAddress,
  isRefusedAddress,
  type OutboundPolicy,
  publicOnly,
  publicOrLoopback,
} from "./address-policy";

// Addresses are only judged here, never contacted.
const refusedV4 = [
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "this network 0/8"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback /8"],
  ["10.0.0.1", "private 10/8"],
  ["10.255.255.255", "private 10/8"],
  ["172.16.0.1", "private 172.16/12"],
  ["172.31.255.255", "private 172.16/12"],
  ["192.168.1.1", "private 192.168/16"],
  ["169.254.169.254", "link-local (cloud metadata)"],
  ["100.64.0.1", "CGNAT 100.64/10"],
  ["100.127.255.255", "CGNAT 100.64/10"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["255.255.255.255", "broadcast"],
  ["240.0.0.1", "reserved 240/4"],
  ["192.0.0.8", "IETF protocol assignments"],
  ["192.0.2.10", "TEST-NET-1"],
  ["198.51.100.7", "TEST-NET-2"],
  ["203.0.113.9", "TEST-NET-3"],
  ["198.18.0.1", "benchmarking 198.18/15"],
  ["198.19.255.255", "benchmarking 198.18/15"],
  ["192.88.99.1", "6to4 relay anycast"],
  ["2130706433", "decimal 127.0.0.1"],
  ["0x7f000001", "hex 127.0.0.1"],
  ["0177.0.0.1", "octal 127.0.0.1"],
  ["127.1", "short 127.0.0.1"],
] as const;

const refusedV6 = [
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["[::1]", "bracketed loopback"],
  ["0:0:0:0:0:0:0:1", "long loopback"],
  ["fc00::1", "unique local"],
  ["fd12:3456:789a::1", "unique local"],
  ["fe80::1", "link-local"],
  ["febf::1", "link-local /10"],
  ["fe80::1%eth0", "with a zone id"],
  ["fec0::1", "old site-local"],
  ["ff02::1", "multicast"],
  ["ff05::1:3", "multicast"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
  ["::ffff:8.8.8.8", "IPv4-mapped public (refused anyway)"],
  ["::ffff:7f00:1", "IPv4-mapped in hex"],
  ["::127.0.0.1", "IPv4-compatible loopback"],
  ["::8.8.8.8", "IPv4-compatible public"],
  ["::ffff:0:808:808", "SIIT rfc6145"],
  ["64:ff9b::7f00:1", "NAT64 of loopback"],
  ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
  ["64:ff9b::808:808", "NAT64 of a public address"],
  ["64:ff9b:1::1", "local-use NAT64"],
  ["2002:7f00:1::1", "6to4 of loopback"],
  ["2002:a9fe:a9fe::1", "6to4 of 169.254.169.254"],
  ["2002:c0a8:101::", "6to4 of 192.168.1.1"],
  ["2002:808:808::1", "6to4 of a public address (refused anyway)"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
  ["2001:db8::1", "documentation"],
  ["3fff::1", "documentation 3fff::/20"],
  ["2001:2::1", "benchmarking"],
  ["2001:10::1", "ORCHID"],
  ["2001:20::1", "ORCHIDv2"],
  ["100::1", "discard-only"],
  ["4000::1", "outside global unicast 2000::/3"],
  ["5f00::1", "segment routing"],
] as const;

const refusedJunk = ["", "localhost", "example.com", "1.2.3.4.5", "1::2::3", "::ffff:1.2.3", "not an ip"];

const allowedV4 = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.215.14",
  "172.15.255.255",
  "172.32.0.1",
  "100.63.255.255",
  "100.128.0.1",
  "192.169.0.1",
  "11.0.0.1",
];
const allowedV6 = [
  "2606:4700:4700::1111",
  "2a00:1450:4001:82a::200e",
  "2001:4860:4860::8888",
  "2400:cb00::1",
  "[2620:fe::fe]",
];

describe("isRefusedAddress", () => {
  test.each(refusedV4)("IPv4 %s (%s) is refused", (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  test.each(refusedV6)("IPv6 %s (%s) is refused", (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  test.each(refusedJunk)("something that is not an address (%j) is refused", (text) => {
    expect(isRefusedAddress(text)).toBe(true);
  });

  test.each([...allowedV4, ...allowedV6])("public %s is allowed", (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });

  test("loopback is recognised in both families, a mapped loopback is not loopback", () => {
    expect(isLoopbackAddress("127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("127.3.2.1")).toBe(true);
    expect(isLoopbackAddress("::1")).toBe(true);
    expect(isLoopbackAddress("::ffff:127.0.0.1")).toBe(false);
    expect(isLoopbackAddress("0.0.0.0")).toBe(false);
    expect(isLoopbackAddress("10.0.0.1")).toBe(false);
  });
});

describe("checkUrl", () => {
  const refused = (url: string, policy?: OutboundPolicy) => {
    const result = checkUrl(url, policy);
    return result.ok ? null : result.reason;
  };

  test("a public http or https URL on the standard ports passes", () => {
    for (const url of [
      "https://recipes.example.org/soup",
      "http://recipes.example.org/soup?x=1#top",
      "https://recipes.example.org:443/",
      "http://recipes.example.org:80/",
      "http://recipes.example.org:443/",
      "https://8.8.8.8/",
      "https://[2606:4700:4700::1111]/",
    ]) {
      const result = checkUrl(url);
      expect(result.ok, url).toBe(true);
    }
    const ok = checkUrl("https://recipes.example.org/a");
    expect(ok.ok && ok.port).toBe(443);
  });

  test("other schemes, credentials and junk are refused with a readable message", () => {
    expect(refused("ftp://example.org/")).toBe("scheme");
    expect(refused("file:///etc/passwd")).toBe("scheme");
    expect(refused("javascript:alert(1)")).toBe("scheme");
    expect(refused("gopher://example.org/")).toBe("scheme");
    expect(refused("https://user:pw@example.org/")).toBe("credentials");
    expect(refused("https://user@example.org/")).toBe("credentials");
    expect(refused("not a url")).toBe("invalid");
    expect(refused("https://")).toBe("invalid");
    const result = checkUrl("ftp://example.org/");
    expect(result.ok ? "" : result.message).toBe("Only http:// and https:// links can be imported.");
  });

  test("explicit ports other than 80 and 443 are refused", () => {
    expect(refused("https://example.org:8443/")).toBe("port");
    expect(refused("http://example.org:8080/")).toBe("port");
    expect(refused("http://example.org:22/")).toBe("port");
    expect(refused("http://example.org:6379/")).toBe("port");
  });

  test("literal refused addresses in every spelling are refused before any lookup", () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://2130706433/",
      "http://0x7f000001/",
      "http://0177.0.0.1/",
      "http://127.1/",
      "http://0.0.0.0/",
      "http://0/",
      "http://[::1]/",
      "http://[::]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:a9fe:a9fe]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
      "http://[fd00::1]/",
      "http://localhost/",
      "http://LOCALHOST./",
      "http://app.localhost/",
    ]) {
      expect(refused(url), url).toBe("address");
    }
  });

  test("the loopback policy allows any port on loopback, and nothing more", () => {
    expect(checkUrl("http://127.0.0.1:43123/", publicOrLoopback).ok).toBe(true);
    expect(checkUrl("http://[::1]:43123/", publicOrLoopback).ok).toBe(true);
    expect(checkUrl("http://localhost:43123/", publicOrLoopback).ok).toBe(true);
    expect(refused("http://0.0.0.0:43123/", publicOrLoopback)).toBe("address");
    expect(refused("http://10.0.0.1/", publicOrLoopback)).toBe("address");
    expect(refused("http://[::ffff:127.0.0.1]:43123/", publicOrLoopback)).toBe("address");
    // A name is judged after resolution: a non-standard port passes here, then only loopback is allowed.
    expect(checkUrl("http://example.org:8080/", publicOrLoopback).ok).toBe(true);
    expect(publicOrLoopback.allowsAddress("8.8.8.8", 8080)).toBe(false);
    expect(publicOrLoopback.allowsAddress("8.8.8.8", 443)).toBe(true);
    expect(publicOrLoopback.allowsAddress("127.0.0.1", 8080)).toBe(true);
  });

  test("the production policy refuses loopback on any port", () => {
    expect(publicOnly.allowsAddress("127.0.0.1", 80)).toBe(false);
    expect(publicOnly.allowsAddress("::1", 443)).toBe(false);
    expect(publicOnly.allowsAddress("8.8.8.8", 8080)).toBe(false);
    expect(publicOnly.allowsAddress("8.8.8.8", 443)).toBe(true);
  });
});
