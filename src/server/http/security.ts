import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { THEME_SCRIPT } from "../../shared/http/theme-script";
import { forbidden, unsupportedMediaType } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The one inline script the pages may run, the theme's, allowed by the hash of its text. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`;

export function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_SCRIPT_HASH],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with these options. They depend on nothing in the request (no
 * nonces), so they are worked out once, by running helmet against a response that only records
 * them, instead of by helmet on every answer (~7% of a cached calendar answer's time).
 */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(options.https))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers on every answer: a CSP without inline scripts but the theme's (by its hash),
 * no framing, no sniffing.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Refuses state-changing requests a browser may have sent for another site. Decided on the
 * method alone, on every path: the router decodes and matches paths its own way (`/%61pi/...`
 * reaches `/api/...`), so a test of the raw URL lets writes through.
 *
 * - From another origin: browsers send `Origin` (and `Sec-Fetch-Site`) with every such request;
 *   a request with neither comes from a program, which cannot hold a victim's cookies.
 * - Not JSON: a form, or a fetch that does not ask the server first (a CORS preflight, which
 *   this server never grants), can send no type or only text/plain, url-encoded or multipart;
 *   requiring JSON leaves another site's page no way to write, body-less writes included (an
 *   empty JSON body is no body). A file upload, when one comes, keeps the Origin check and names
 *   its own type here.
 */
export function registerCrossSiteProtection(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const crossSite =
      origin !== undefined
        ? !trusted.has(origin)
        : fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (crossSite) throw forbidden("Cross-site request refused.", "CROSS_SITE_REQUEST");
    if (!isJson(request.headers["content-type"])) {
      throw unsupportedMediaType("Requests that change data must be sent as JSON.");
    }
  });
}

/** `application/json`, with or without parameters such as `charset`. */
export function isJson(contentType: string | undefined): boolean {
  const essence = contentType?.split(";", 1)[0]?.trim().toLowerCase();
  return essence === "application/json";
}

/**
 * Fastify's own JSON parser, but an empty body is no body: a write without one (archive, cancel,
 * sign out) is still sent as JSON, which Fastify would otherwise refuse as an empty JSON body.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text === "") return done(null, undefined);
    return parse(request, text, done);
  });
}
