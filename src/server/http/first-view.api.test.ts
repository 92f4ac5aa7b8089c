import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_VIEW_DATA_ID } from "../../client/app/first-view-data";
import { adminOfNewOrganization, memberOf, registeredUser } from "../testing/factories";
import { startTestApp, type TestApp } from "../testing/test-app";

// The dashboard's first view, rendered by the server into index.html (first-view.ts): for whom,
// with what, and the plain page for everyone else.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Hangar</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let test: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "hangar-client-"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  test = await startTestApp({ clientDir });
});
afterAll(async () => {
  await test.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The first view's reads, as the page hands them to the browser (`null` when it has none). */
function firstViewData(
  html: string,
): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | null {
  const script = new RegExp(
    `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  return script?.[1] ? JSON.parse(script[1]) : null;
}

const readOf = (html: string, key: string) =>
  firstViewData(html)?.queries.find((query) => query.queryKey.join("/") === key)?.state.data;

describe("a signed-in member's dashboard", () => {
  it("comes with its first view and the API's own answers for it", async () => {
    const { client: admin } = await adminOfNewOrganization(test, { name: "Harbor Aero Club" });
    const page = await admin.get("/dashboard");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    // The member's own data: no cache may keep it.
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = page.body as string;
    expect(html).toContain(">Welcome back, Amelia!</h1>");
    expect(html).toContain("You are logged in as an Administrator of Harbor Aero Club");
    expect(readOf(html, "me")).toEqual((await admin.get("/api/me")).body.user);
    expect(readOf(html, "organizations/current")).toEqual(
      (await admin.get("/api/organizations/current")).body.organization,
    );
  });

  it("holds what the API gives this member, not what an administrator sees", async () => {
    const { organization } = await adminOfNewOrganization(test, { name: "Ridge Gliding Club" });
    const member = await memberOf(test, organization.joinCode);
    const html = (await member.get("/dashboard")).body as string;
    expect(html).toContain(">Welcome back, Bessie!</h1>");
    expect(html).toContain("You are logged in as a Member of Ridge Gliding Club");
    const read = readOf(html, "organizations/current");
    expect(read).toEqual((await member.get("/api/organizations/current")).body.organization);
    expect(html).not.toContain(organization.joinCode);
  });

  it("runs no inline script, and no stored text can end its data element", async () => {
    const name = "</script><script>alert(1)</script>";
    const { client: admin } = await adminOfNewOrganization(test, { name });
    const html = (await admin.get("/dashboard")).body as string;
    expect(html).toContain("Welcome back, Amelia!");
    for (const script of html.match(/<script[^>]*>/g) ?? []) {
      expect(script).toMatch(/ src="|type="application\/json"/);
    }
    expect(html).not.toContain(name);
    expect((readOf(html, "organizations/current") as { name: string }).name).toBe(name);
  });

  it("is rendered whatever the query string", async () => {
    const { client: admin } = await adminOfNewOrganization(test);
    const html = (await admin.get("/dashboard?from=bookmark")).body as string;
    expect(html).toContain(">Welcome back, Amelia!</h1>");
  });
});

describe("the plain page, left to the browser", () => {
  const expectPlain = (page: { status: number; headers: Headers; body: unknown }) => {
    expect(page.status).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    expect(page.headers.get("cache-control")).toBe("no-cache");
  };

  it("for nobody signed in, or a session that is not one", async () => {
    expectPlain(await test.client().get("/dashboard"));
    const response = await fetch(`${test.url}/dashboard`, {
      headers: { cookie: "better-auth.session_token=forged.value" },
    });
    expectPlain({
      status: response.status,
      headers: response.headers,
      body: await response.text(),
    });
  });

  it("after signing out", async () => {
    const { client: admin } = await adminOfNewOrganization(test);
    const cookie = admin.cookieHeader;
    expect((await admin.post("/api/auth/logout")).status).toBe(204);
    const response = await fetch(`${test.url}/dashboard`, { headers: { cookie } });
    expectPlain({
      status: response.status,
      headers: response.headers,
      body: await response.text(),
    });
  });

  it("before onboarding is complete", async () => {
    const newcomer = await registeredUser(test);
    expectPlain(await newcomer.get("/dashboard"));
  });

  it("for pages the server does not render", async () => {
    const { client: admin } = await adminOfNewOrganization(test);
    for (const pathname of ["/", "/members", "/bookings", "/login", "/dashboard/more"]) {
      expectPlain(await admin.get(pathname));
    }
  });
});
