import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAircraft,
  adminOfNewOrganization,
  organizationInput,
  registeredUser,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { THEME_SCRIPT } from "../../shared/http/theme-script";
import { helmetOptions, securityHeaders, THEME_SCRIPT_HASH } from "./security";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

describe("security headers", () => {
  it("sends a CSP without inline scripts but the theme's, nosniff, no framing and a referrer policy", async () => {
    const response = await fetch(`${test.url}/api/health`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ");
    const themeHash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
    expect(scriptSources).toEqual(["'self'", `'sha256-${themeHash}'`]);
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${themeHash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("are exactly helmet's, worked out once, on answers, errors and pages alike", async () => {
    // helmet itself on a plain server, with the same options, is the reference.
    const reference = http.createServer((request, response) =>
      helmet(helmetOptions(false))(request, response, () => response.end()),
    );
    await new Promise<void>((resolve) => reference.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = reference.address() as AddressInfo;
      const expected = pick(await fetch(`http://127.0.0.1:${port}/`), EXPECTED_NAMES);
      expect(Object.keys(expected).length).toBeGreaterThan(8);
      expect(securityHeaders({ https: false })).toEqual(expected);
      for (const path of ["/api/health", "/api/no-such-route", "/api/me", "/", "/bookings"]) {
        const answer = await fetch(`${test.url}${path}`);
        expect(pick(answer, EXPECTED_NAMES), path).toEqual(expected);
      }
    } finally {
      reference.close();
    }
  });
});

/** Every header helmet may set (its documented list), lower-case. */
const EXPECTED_NAMES = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

function pick(response: Response, names: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = response.headers.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

describe("cross-site requests", () => {
  it("refuses a state change from another origin and changes nothing", async () => {
    const client = await registeredUser(test);
    const evil = client.withOrigin("https://evil.example");
    const response = await evil.post("/api/organizations", organizationInput());
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("CROSS_SITE_REQUEST");
    expect((await client.get("/api/me")).body.user.orgId).toBeNull();
  });

  it("refuses a cross-site form post without Origin", async () => {
    const client = await registeredUser(test);
    const response = await client
      .withOrigin(null)
      .request("POST", "/api/auth/logout", {}, { "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("accepts both spellings of loopback as the app's own origin", async () => {
    const port = new URL(test.url).port;
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const client = test.client().withOrigin(origin);
      const response = await client.post("/api/auth/register", {
        email: `o${Math.random().toString(36).slice(2)}@example.org`,
        password: "long enough password",
      });
      expect(response.status).toBe(201);
    }
  });
});

describe("writes, by any spelling of their path", () => {
  // A page on another port of the same host: same site, another origin.
  const neighbour = () => `http://127.0.0.1:${Number(new URL(test.url).port) + 1}`;
  const archived = async (admin: ApiClient, id: string) =>
    (await admin.get(`/api/aircraft/${id}`)).body.aircraft.isArchived as boolean;

  it("are refused from another site and change nothing, decoded by the router or not", async () => {
    const { client: admin } = await adminOfNewOrganization(test);
    const { id } = await addAircraft(admin);
    for (const origin of [neighbour(), "https://evil.example"]) {
      const foreign = admin.withOrigin(origin);
      for (const path of [
        `/%61pi/aircraft/${id}/archive`,
        `/api/aircraft/${id}/%61rchive`,
        `/%61%70%69/%61ircraft/${id}/archive`,
        `/API/aircraft/${id}/archive`,
        `/Api/aircraft/${id}/archive`,
        `/%41PI/aircraft/${id}/archive`,
        `/api/aircraft/${id}/archive/`,
        `//api/aircraft/${id}/archive`,
      ]) {
        const response = await foreign.post(path);
        expect([403, 404], `${origin} ${path}`).toContain(response.status);
        if (path.startsWith("/%61pi/")) expect(response.body.error.code).toBe("CROSS_SITE_REQUEST");
      }
    }
    expect(await archived(admin, id)).toBe(false);
  });

  it("reach the route by its encoded path, from the app's own page", async () => {
    const { client: admin } = await adminOfNewOrganization(test);
    const { id } = await addAircraft(admin);
    expect((await admin.post(`/%61pi/aircraft/${id}/archive`)).status).toBe(200);
    expect(await archived(admin, id)).toBe(true);
  });
});

describe("writes that are not JSON", () => {
  const form = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n';
  /** What a form or a `no-cors` fetch can send: no type, or one of the three it may name. */
  const notJson: [string, Record<string, string>, unknown][] = [
    ["no type, no body", {}, undefined],
    ["no type", {}, new TextEncoder().encode('{"description":"Changed"}')],
    ["text/plain", { "content-type": "text/plain" }, '{"description":"Changed"}'],
    ["a form", { "content-type": "application/x-www-form-urlencoded" }, "description=Changed"],
    ["a multipart form", { "content-type": "multipart/form-data; boundary=b" }, form],
  ];

  it.each(notJson)(
    "are refused with 415, body-less ones too, and change nothing: %s",
    async (_, headers, body) => {
      const { client: admin } = await adminOfNewOrganization(test);
      const { id } = await addAircraft(admin);
      for (const [method, path] of [
        ["POST", `/api/aircraft/${id}/archive`],
        ["PATCH", "/api/organizations/current"],
        ["POST", "/api/organizations/current/join-code"],
        ["POST", "/api/auth/logout"],
      ] as const) {
        const response = await admin.request(method, path, body, headers);
        expect(response.status, `${method} ${path}`).toBe(415);
        expect(response.body.error).toEqual({
          code: "UNSUPPORTED_MEDIA_TYPE",
          message: "Requests that change data must be sent as JSON.",
        });
      }
      expect((await admin.get(`/api/aircraft/${id}`)).body.aircraft.isArchived).toBe(false);
      const { organization } = (await admin.get("/api/organizations/current")).body;
      expect(organization.description).not.toBe("Changed");
      expect((await admin.get("/api/me")).status).toBe(200);
    },
  );

  it("takes a body-less write as JSON with an empty body, and JSON with a charset", async () => {
    const { client: admin, organization } = await adminOfNewOrganization(test);
    const { id } = await addAircraft(admin);
    const archive = await admin.request("POST", `/api/aircraft/${id}/archive`, undefined, {
      "content-type": "application/json",
    });
    expect(archive.status).toBe(200);
    expect(archive.body.aircraft.isArchived).toBe(true);
    const rotated = await admin.request(
      "POST",
      "/api/organizations/current/join-code",
      new Uint8Array(),
      { "content-type": "Application/JSON; charset=utf-8" },
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.organization.joinCode).not.toBe(organization.joinCode);
  });

  it("refuses an empty body where the route needs one, with the route's own 400", async () => {
    const { client: admin } = await adminOfNewOrganization(test);
    const response = await admin.request("PATCH", "/api/organizations/current", undefined, {
      "content-type": "application/json",
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("VALIDATION_FAILED");
  });
});

describe("bad requests", () => {
  it("refuses bodies over the size limit with 413", async () => {
    const response = await test
      .client()
      .post("/api/auth/login", { email: "a@b.co", password: "x".repeat(200 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const response = await test.client().request("POST", "/api/auth/login", "{not json", {
      "content-type": "application/json",
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/\.ts:|at /);
  });

  it("answers unknown API routes with a 404 in the error shape", async () => {
    const response = await test.client().get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("NOT_FOUND");
  });
});

describe("route table", () => {
  it("describes the API in OpenAPI", async () => {
    const response = await test.client().get("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/auth/register",
        "/api/auth/login",
        "/api/me",
        "/api/organizations",
      ]),
    );
  });
});

describe("health", () => {
  it("answers 200 while the database is reachable", async () => {
    const response = await test.client().get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
  });
});
