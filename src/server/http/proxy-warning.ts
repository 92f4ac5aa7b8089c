import { BlockList, isIP, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config/env";

/** Where a reverse proxy in front of Hangar connects from: loopback, private and link-local. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet("127.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("10.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("172.16.0.0", 12, "ipv4");
PRIVATE.addSubnet("192.168.0.0", 16, "ipv4");
PRIVATE.addSubnet("169.254.0.0", 16, "ipv4");
// Shared address space: container and overlay networks hand these out too.
PRIVATE.addSubnet("100.64.0.0", 10, "ipv4");
PRIVATE.addAddress("::1", "ipv6");
PRIVATE.addSubnet("fc00::", 7, "ipv6");
PRIVATE.addSubnet("fe80::", 10, "ipv6");

/** Loopback or private, IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`) by their IPv4 rules. */
export function isPrivateAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  if (!address || family === 0) return false;
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

type ProxySettings = Pick<Config, "publicUrl" | "trustProxy">;

/** An https PUBLIC_URL is mostly served by a reverse proxy, whose forwarded addresses go unread. */
const proxyNotTrusted = (settings: ProxySettings) =>
  (settings.publicUrl?.startsWith("https://") ?? false) && settings.trustProxy === false;

/**
 * The warning for a connection from `peer`, or null. A proxy connecting from a private address
 * while TRUST_PROXY is not set makes every client one address to the throttles, so that one
 * address's bad sign-ins lock sign-in for everyone.
 */
export function untrustedProxyWarning(settings: ProxySettings, peer: string | undefined) {
  if (!proxyNotTrusted(settings) || !isPrivateAddress(peer)) return null;
  return (
    `PUBLIC_URL is ${settings.publicUrl} but requests come from ${peer}, a private address, ` +
    "and TRUST_PROXY is not set: if that is a reverse proxy, every client has its address, and " +
    "too many bad sign-ins from anyone lock sign-in for everyone. Set TRUST_PROXY to the " +
    "proxy's address."
  );
}

/**
 * Warns once, at the first connection that calls for it: the peer is only known then. Decided
 * per connection rather than per request, so requests pay nothing for it.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, settings: ProxySettings) {
  if (!proxyNotTrusted(settings)) return;
  const onConnection = (socket: Socket) => {
    const warning = untrustedProxyWarning(settings, socket.remoteAddress);
    if (warning === null) return;
    app.server.off("connection", onConnection);
    app.log.warn(warning);
  };
  app.server.on("connection", onConnection);
}
