import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Security headers on every answer: a CSP without inline scripts, no framing, no sniffing. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.https
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Refuses state-changing API requests sent by a browser from another site. Browsers send
 * `Origin` (and `Sec-Fetch-Site`) with every such request; a request with neither comes from a
 * program, which cannot hold a victim's cookies.
 */
export function registerCrossSiteProtection(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api")) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const crossSite =
      origin !== undefined
        ? !trusted.has(origin)
        : fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (crossSite) throw forbidden("Cross-site request refused.", "CROSS_SITE_REQUEST");
  });
}
