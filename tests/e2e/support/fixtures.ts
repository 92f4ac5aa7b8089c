/**
 * Browser test fixtures: an accessibility scan of every page a test visits, and data made
 * through the real HTTP API with the browser's own cookies.
 */
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import {
  type AircraftInput,
  newAircraftDefaults,
} from "../../../src/shared/aircraft/aircraft.schemas";
import {
  organizationInput,
  PASSWORD,
  profileInput,
  uniqueEmail,
} from "../../server/support/sample-data";

export { PASSWORD, uniqueEmail };

/**
 * A new club's details, its zone the browser's (playwright.config.ts), as the onboarding form
 * proposes it: the tests read the screens' times on the browser's clock unless they say not.
 */
export const organizationData: typeof organizationInput = (overrides = {}) =>
  organizationInput({ timezone: "America/New_York", ...overrides });

/** sonner's toast region. */
export const TOASTER = "[data-sonner-toaster]";

/**
 * Fails on serious or critical accessibility violations of the page as it is now. Toasts are
 * left out unless asked for: a toast caught fading in or out is half transparent, which axe
 * reads as low contrast; tests that scan toasts wait until one has settled.
 */
export async function expectAccessible(page: Page, { toasts = false }: { toasts?: boolean } = {}) {
  const builder = new AxeBuilder({ page });
  const results = await (toasts ? builder : builder.exclude(TOASTER)).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape.
type Json = any;

export type Api = {
  /** Posts as the page's own origin would, with the browser context's cookies. */
  post(path: string, data?: unknown): Promise<{ status: number; body: Json }>;
  put(path: string, data?: unknown): Promise<{ status: number; body: Json }>;
};

function apiFor(request: APIRequestContext, baseURL: string): Api {
  const send = async (method: "post" | "put", path: string, data: unknown) => {
    const response = await request[method](path, {
      data: data ?? {},
      headers: { origin: baseURL },
    });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : null };
  };
  return {
    post: (path, data) => send("post", path, data),
    put: (path, data) => send("put", path, data),
  };
}

type Fixtures = {
  /** The HTTP API, sharing cookies with `page`: what it signs in, the page is signed in as. */
  api: Api;
  /** Visits of pages are scanned with axe at the end of each test, and on demand. */
  scanOnExit: undefined;
  /** Every test fails when the browser threw away a view the server rendered. */
  firstViewsKept: undefined;
};

/**
 * React's production errors for a server-rendered view it could not take over (it renders the
 * view again from scratch then): 418 and 425 text or element mismatch, 419 a part the server
 * could not render, 421–423 a mismatch inside a Suspense boundary.
 */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

export const test = base.extend<Fixtures>({
  api: async ({ page, baseURL }, use) => {
    await use(apiFor(page.request, baseURL ?? ""));
  },
  scanOnExit: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === "passed" && page.url().startsWith("http"))
        await expectAccessible(page);
    },
    { auto: true },
  ],
  firstViewsKept: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => {
        if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
      });
      page.on("console", (message) => {
        if (message.type() === "error" && HYDRATION_ERROR.test(message.text()))
          errors.push(message.text());
      });
      await use(undefined);
      expect(errors, "the server's first view was thrown away").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Holds the requests to `path` (of `method`, when given) until the returned `release` is called,
 * then lets them through to the real server: the moment in between is the page's busy state.
 */
export async function hold(page: Page, path: string, method?: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await released;
    await route.continue();
  });
  return () => release();
}

/** Signs up a new user through the API; the page's context is then signed in as them. */
export async function signUp(api: Api, email = uniqueEmail()) {
  const response = await api.post("/api/auth/register", { email, password: PASSWORD });
  expect(response.status).toBe(201);
  return email;
}

/** A signed-in administrator of a new organization, with a complete profile. */
export async function signInAsNewAdmin(api: Api, name = "Bay Area Flying Club") {
  const email = await signUp(api, uniqueEmail("admin"));
  const created = await api.post("/api/organizations", organizationData({ name }));
  expect(created.status).toBe(201);
  expect((await api.put("/api/me/profile", profileInput())).status).toBe(200);
  return {
    email,
    organization: created.body.organization as { id: string; name: string; joinCode: string },
  };
}

/** A member (complete profile) of the organization with this invitation code, signed in. */
export async function signInAsNewMember(api: Api, joinCode: string) {
  const email = await signUp(api, uniqueEmail("member"));
  expect((await api.post("/api/organizations/join", { code: joinCode })).status).toBe(200);
  expect((await api.put("/api/me/profile", profileInput({ firstName: "Bessie" }))).status).toBe(
    200,
  );
  return { email };
}

/** An aircraft of the signed-in admin's organization, made through the API. */
export async function createAircraft(api: Api, overrides: Partial<AircraftInput> = {}) {
  const response = await api.post("/api/aircraft", {
    ...newAircraftDefaults("KPAO"),
    registration: `N${Math.floor(Math.random() * 90_000) + 10_000}`,
    manufacturer: "Cessna",
    model: "172S Skyhawk",
    ...overrides,
  });
  expect(response.status).toBe(201);
  return response.body.aircraft as { id: string; registration: string } & AircraftInput;
}

/** Fills the required fields of the 'Complete Your Profile' dialog with the sample pilot. */
export async function fillProfile(dialog: Locator) {
  const { firstName, lastName, phoneNumber, address } = profileInput();
  await dialog.getByLabel("First Name").fill(firstName);
  await dialog.getByLabel("Last Name").fill(lastName);
  await dialog.getByLabel("Phone Number").fill(phoneNumber);
  await dialog.getByLabel("Street").fill(address.street);
  await dialog.getByLabel("City").fill(address.city);
  await dialog.getByLabel("State/Province").fill(address.state);
  await dialog.getByLabel("Postal Code").fill(address.postalCode);
  await dialog.getByLabel("Country", { exact: true }).fill(address.country);
}

export { expect };
