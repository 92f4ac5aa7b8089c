/**
 * Reads the session token from better-auth's signed cookie without its asynchronous WebCrypto:
 * the cookie holds `token.signature`, URL-encoded, where the signature is the base64
 * HMAC-SHA256 of the token under the auth secret. Checked in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** The value of one cookie of a Cookie header (the first one of that name), decoded. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const equals = part.indexOf("=");
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export class SessionCookie {
  constructor(
    readonly name: string,
    private readonly secret: string,
  ) {}

  /** The signed value of the session cookie, as sent (not checked). */
  signedValue(cookieHeader: string | undefined): string | undefined {
    return cookieValue(cookieHeader, this.name);
  }

  /** The session token the cookie carries, if its signature is ours. */
  token(cookieHeader: string | undefined): string | undefined {
    return this.verify(this.signedValue(cookieHeader));
  }

  /** The token of a signed value, if its signature is ours. */
  verify(value: string | undefined): string | undefined {
    if (!value) return undefined;
    const dot = value.lastIndexOf(".");
    if (dot < 1) return undefined;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac("sha256", this.secret).update(token).digest("base64"));
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      return undefined;
    }
    return token;
  }
}
