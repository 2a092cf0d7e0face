// Which URLs and addresses the server may fetch on a user's behalf (ADR 007). Pure: no DNS, no sockets.
// Addresses are judged by an allow-list (public unicast only), so a range this file forgot is refused.
import ipaddr from "ipaddr.js";

export const STANDARD_PORTS: ReadonlySet<number> = new Set([80, 443]);

/** What the outbound client may connect to. Tests swap it to pretend a loopback address is public. */
export type OutboundPolicy = {
  /** May a URL name this port at all (checked before its host is resolved)? */
  allowsPort(port: number): boolean;
  /** May a connection be made to this resolved address on this port? */
  allowsAddress(address: string, port: number): boolean;
};

/** Production: public unicast addresses on ports 80 and 443. */
export const publicOnly: OutboundPolicy = {
  allowsPort: (port) => STANDARD_PORTS.has(port),
  allowsAddress: (address, port) => STANDARD_PORTS.has(port) && !isRefusedAddress(address),
};

/** Tests and local development only (see outboundPolicyFromEnv): also any port on a loopback address. */
export const publicOrLoopback: OutboundPolicy = {
  allowsPort: () => true,
  allowsAddress: (address, port) => isLoopbackAddress(address) || publicOnly.allowsAddress(address, port),
};

// 2000::/3 is the only IPv6 space handed out as global unicast. Everything outside it (loopback,
// unspecified, IPv4-mapped and -compatible, NAT64 64:ff9b::/96, unique-local fc00::/7, link-local
// fe80::/10, multicast ff00::/8 …) is refused without looking at any IPv4 address it embeds.
const globalUnicastV6 = ipaddr.parseCIDR("2000::/3");

/**
 * True when the server must not connect to this address: anything but public unicast, and anything
 * that does not parse as an address (fail closed). Odd IPv4 spellings ("2130706433", "0x7f.1") are
 * judged by the address they mean.
 */
export function isRefusedAddress(ip: string): boolean {
  const address = parseAddress(ip);
  if (!address) return true;
  if (address instanceof ipaddr.IPv4) return address.range() !== "unicast";
  // Inside 2000::/3, ipaddr.js names the special blocks: 6to4 2002::/16 and Teredo 2001::/32 (tunnels
  // whose far end we cannot judge), documentation 2001:db8::/32 and 3fff::/20, benchmarking, ORCHID,
  // the IETF-reserved 2001::/23 … Only "unicast" is left.
  return !address.match(globalUnicastV6) || address.range() !== "unicast";
}

export function isLoopbackAddress(ip: string): boolean {
  const address = parseAddress(ip);
  if (!address) return false;
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()) return false;
  return address.range() === "loopback";
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(unbracket(host));
}

function parseAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = unbracket(ip.trim());
  if (!ipaddr.isValid(text)) return null;
  const address = ipaddr.parse(text);
  // A zone id ("fe80::1%eth0") names an interface of this machine: never a public address.
  if (address instanceof ipaddr.IPv6 && address.zoneId) return null;
  return address;
}

function unbracket(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

export type UrlRefusal = "invalid" | "scheme" | "credentials" | "host" | "port" | "address";

export type UrlCheck =
  | { ok: true; url: URL; port: number }
  | { ok: false; reason: UrlRefusal; message: string };

const refusalMessages: Record<UrlRefusal, string> = {
  invalid: "That is not a valid web address.",
  scheme: "Only http:// and https:// links can be imported.",
  credentials: "Links with a user name or password cannot be imported.",
  host: "That is not a valid web address.",
  port: "That address is not allowed.",
  address: "That address is not allowed.",
};

export function refusalMessage(reason: UrlRefusal): string {
  return refusalMessages[reason];
}

/**
 * The rules a URL must pass before any DNS lookup: http(s), no credentials, a host, an allowed port,
 * and, when the host is an IP literal or a localhost name, an allowed address. Host names are judged
 * again after resolution (outbound.server.ts), because only then are their addresses known.
 */
export function checkUrl(input: string, policy: OutboundPolicy = publicOnly): UrlCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return refuse("invalid");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return refuse("scheme");
  if (url.username !== "" || url.password !== "") return refuse("credentials");
  // The WHATWG parser has already turned "2130706433", "0x7f.1" and "127.1" into 127.0.0.1.
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host === "") return refuse("host");
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  if (!policy.allowsPort(port)) return refuse("port");
  for (const address of literalAddresses(host)) {
    if (!policy.allowsAddress(address, port)) return refuse("address");
  }
  return { ok: true, url, port };
}

// RFC 6761: "localhost" and its subdomains are this machine, whatever a resolver would say.
function literalAddresses(host: string): string[] {
  if (isIpLiteral(host)) return [unbracket(host)];
  if (host === "localhost" || host.endsWith(".localhost")) return ["127.0.0.1", "::1"];
  return [];
}

function refuse(reason: UrlRefusal): UrlCheck {
  return { ok: false, reason, message: refusalMessages[reason] };
}
