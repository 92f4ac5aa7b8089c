import { afterAll, beforeAll, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../../../tests/server/support/factories";
import { startTestApp, type TestApp } from "../../../tests/server/support/test-app";

// Served over https (PUBLIC_URL behind a TLS proxy): the session cookie must be Secure.
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ publicUrl: "https://hangar.example" });
});
afterAll(async () => {
  await test.close();
});

it("marks the session cookie Secure, HttpOnly and SameSite when served over https", async () => {
  const response = await test
    .client()
    .post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD });
  expect(response.body).toEqual(expect.objectContaining({ user: expect.anything() }));
  const [cookie] = response.headers.getSetCookie();
  // __Host-: Secure, path /, no Domain — no other site or subdomain can set or shadow it.
  expect(cookie).toMatch(/^__Host-hangar\.session_token=/);
  expect(cookie).toMatch(/; Path=\//i);
  expect(cookie).not.toMatch(/; Domain=/i);
  expect(cookie).toMatch(/; Secure/i);
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Lax/i);
});

it("trusts PUBLIC_URL as the app's origin and still refuses others", async () => {
  const other = test.client().withOrigin("https://evil.example");
  const response = await other.post("/api/auth/register", {
    email: uniqueEmail(),
    password: PASSWORD,
  });
  expect(response.status).toBe(403);
});

it("sends HSTS when served over https", async () => {
  const response = await test.client().get("/api/health");
  expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
});
