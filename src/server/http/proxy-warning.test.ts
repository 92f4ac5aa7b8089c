import { describe, expect, it } from "vitest";
import { isPrivateAddress, untrustedProxyWarning } from "./proxy-warning";

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.10",
    "169.254.10.1",
    "100.64.0.1",
    "::1",
    "fd12:3456::1",
    "fc00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:10.1.2.3",
    "::ffff:192.168.0.5",
  ])("%s is private", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    "203.0.113.7",
    "8.8.8.8",
    "172.15.255.255",
    "172.32.0.1",
    "192.169.0.1",
    "100.128.0.1",
    "11.0.0.1",
    "2001:db8::1",
    "2606:4700::1111",
    "::ffff:203.0.113.7",
    "::ffff:8.8.8.8",
    "not an address",
    "",
    undefined,
  ])("%s is not", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe("untrustedProxyWarning", () => {
  const https = { publicUrl: "https://hangar.example.org", trustProxy: false };

  it("warns of an https address reached from a private peer, TRUST_PROXY not set", () => {
    for (const peer of ["127.0.0.1", "::1", "::ffff:172.18.0.2", "fd00::5"]) {
      const warning = untrustedProxyWarning(https, peer);
      expect(warning).toContain("TRUST_PROXY is not set");
      expect(warning).toContain(peer);
    }
  });

  it("says nothing when TRUST_PROXY is set, the address is http, or the peer public", () => {
    expect(untrustedProxyWarning({ ...https, trustProxy: true }, "127.0.0.1")).toBeNull();
    expect(untrustedProxyWarning({ ...https, trustProxy: "10.0.0.1" }, "10.0.0.1")).toBeNull();
    expect(
      untrustedProxyWarning({ publicUrl: "http://hangar.lan:3000", trustProxy: false }, "10.0.0.1"),
    ).toBeNull();
    expect(untrustedProxyWarning({ publicUrl: undefined, trustProxy: false }, "::1")).toBeNull();
    expect(untrustedProxyWarning(https, "203.0.113.7")).toBeNull();
    expect(untrustedProxyWarning(https, "::ffff:203.0.113.7")).toBeNull();
    expect(untrustedProxyWarning(https, undefined)).toBeNull();
  });
});
