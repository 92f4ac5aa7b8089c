import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cookieValue, SessionCookie } from "./session-cookie";

const SECRET = "a-secret-of-the-installation";
const NAME = "hangar.session_token";
/** As better-auth (better-call) signs a cookie value. */
const signed = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

describe("the session cookie", () => {
  const cookie = new SessionCookie(NAME, SECRET);

  it("gives the token of a cookie signed with the secret, among other cookies", () => {
    expect(cookie.token(`theme=dark; ${NAME}=${signed("tok3n")}; other=1`)).toBe("tok3n");
  });

  it("refuses a missing, unsigned, tampered or foreign-signed cookie", () => {
    const good = decodeURIComponent(signed("tok3n"));
    const signature = good.slice(good.lastIndexOf(".") + 1);
    for (const header of [
      undefined,
      "",
      "other=1",
      `${NAME}=tok3n`,
      `${NAME}=${encodeURIComponent(`t0k3n.${signature}`)}`,
      `${NAME}=${signed("tok3n", "another-secret")}`,
      `${NAME}=${encodeURIComponent(`tok3n.${signature.slice(0, -2)}`)}`,
      `${NAME}=${encodeURIComponent(`tok3n.!${signature}`)}`,
      `x${NAME}=${signed("tok3n")}`,
    ]) {
      expect(cookie.token(header), String(header)).toBeUndefined();
    }
  });

  it("reads the first cookie of a name, decoded, quotes removed", () => {
    expect(cookieValue('a="x%20y"; a=z', "a")).toBe("x y");
    expect(cookieValue("a=%E0%A4%A", "a")).toBe("%E0%A4%A");
  });
});
