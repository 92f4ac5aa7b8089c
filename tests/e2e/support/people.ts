/**
 * Helpers of the people browser tests (members, invitations, settings): a second signed-in
 * person in a browser context of their own, and API reads the shared fixtures do not offer.
 */
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { profileInput } from "../../server/support/sample-data";
import { expect, PASSWORD, uniqueEmail } from "./fixtures";

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape.
type Json = any;

const baseUrlOf = (testInfo: TestInfo) => testInfo.project.use.baseURL ?? "";

/** A request with the page's cookies, sent as the app's own origin would send it. */
export async function send(
  page: Page,
  testInfo: TestInfo,
  method: "GET" | "POST" | "PATCH",
  path: string,
  data?: unknown,
) {
  const response = await page.request.fetch(path, {
    method,
    ...(data === undefined ? {} : { data }),
    // Writes are taken only as JSON, body-less ones too.
    headers: {
      origin: baseUrlOf(testInfo),
      ...(method === "GET" ? {} : { "content-type": "application/json" }),
    },
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as Json };
}

export interface Person {
  context: BrowserContext;
  page: Page;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A newly signed-up user (no organization yet) in a browser context of their own. */
export async function newcomerInOwnContext(browser: Browser, testInfo: TestInfo) {
  const baseURL = baseUrlOf(testInfo);
  const { timezoneId, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, timezoneId, locale });
  const page = await context.newPage();
  const email = uniqueEmail("newcomer");
  const register = await context.request.post("/api/auth/register", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(register.status()).toBe(201);
  return { context, page, email };
}

/**
 * A member of the organization with this code, signed in in a browser context of their own,
 * so the test's `page` stays signed in as the admin.
 */
export async function memberInOwnContext(
  browser: Browser,
  testInfo: TestInfo,
  joinCode: string,
  name: { firstName: string; lastName: string },
): Promise<Person> {
  const baseURL = baseUrlOf(testInfo);
  const { context, page, email } = await newcomerInOwnContext(browser, testInfo);
  const join = await context.request.post("/api/organizations/join", {
    data: { code: joinCode },
    headers: { origin: baseURL },
  });
  expect(join.status()).toBe(200);
  const profile = await context.request.put("/api/me/profile", {
    data: profileInput(name),
    headers: { origin: baseURL },
  });
  expect(profile.status()).toBe(200);
  const { user } = await profile.json();
  return { context, page, id: user.uid, email, ...name };
}

/** The id of the user the page is signed in as. */
export async function currentUserId(page: Page): Promise<string> {
  const response = await page.request.get("/api/me");
  expect(response.status()).toBe(200);
  return (await response.json()).user.uid;
}

/** A toast with this text, once it has finished appearing (axe misjudges a toast mid-fade). */
export async function expectToast(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]", { hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS("opacity", "1");
  return toast;
}

/**
 * Closes every toast (hovering the stack spreads it, so each close button can be reached) and
 * waits until they are gone, so the end-of-test scan sees no toast mid-fade.
 */
export async function dismissToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]:not([data-removed='true'])");
  for (let attempt = 0; attempt < 10 && (await toasts.count()) > 0; attempt++) {
    const front = toasts.first();
    try {
      await front.hover({ timeout: 2000 });
      await front.getByRole("button", { name: "Close toast" }).click({ timeout: 2000 });
    } catch {
      // Its 5 seconds ran out while it was being reached, and it closed by itself (waiting on
      // for an element that is gone would last the whole test): look again.
    }
  }
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}
