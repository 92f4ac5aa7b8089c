import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address";

describe("addressKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("127.0.0.1")).toBe("127.0.0.1");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(addressKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of an IPv6 /64 as one", () => {
    const key = "2001:db8:1:2::/64";
    expect(addressKey("2001:db8:1:2::1")).toBe(key);
    expect(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:0DB8:0001:0002:a:b:c:d")).toBe(key);
    expect(addressKey("2001:db8:1:2:0:0:0:5%eth0")).toBe(key);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("keeps what is no address as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
