/**
 * Backups and data portability: an admin downloads the organization's data; the file restores
 * the organization on a new installation; members without a password come in by sign-in links.
 *
 * Restoring needs an installation nobody has signed up on, which Playwright's own server is not:
 * the journey starts a second, empty one of its own (support/fresh-installation.ts).
 */
import { readFile } from "node:fs/promises";
import type { Browser, Page, TestInfo } from "@playwright/test";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  portabilityMessages,
} from "../../src/shared/portability/organization-export";
import { book, browserDate } from "./support/bookings";
import {
  createAircraft,
  expect,
  expectAccessible,
  hold,
  PASSWORD,
  signInAsNewAdmin,
  signInAsNewMember,
  signUp,
  test,
} from "./support/fixtures";
import { startFreshInstallation } from "./support/fresh-installation";
import { currentUserId, dismissToasts, expectToast, memberInOwnContext } from "./support/people";

const CLUB = "Restored Flying Club";
const RESTORED_PASSWORD = "a-restored-Password-7";
const INVALID_LINK =
  "This sign-in link is not valid or has expired. Ask your administrator for a new one.";

// biome-ignore lint/suspicious/noExplicitAny: the file is read loosely and its shape asserted.
type Json = any;

/** 'Download Organization Data' in Settings, and the file it saves. */
async function downloadExport(page: Page) {
  await page.goto("/settings");
  const backup = page.getByRole("region", { name: "Backup" });
  await expect(backup).toContainText("Passwords are not included.");
  const release = await hold(page, "/api/organizations/current/export");
  const saved = page.waitForEvent("download");
  await backup.getByRole("button", { name: "Download Organization Data" }).click();
  await expect(backup.getByRole("button", { name: "Downloading..." })).toBeDisabled();
  release();
  const download = await saved;
  await expect(backup.getByRole("button", { name: "Download Organization Data" })).toBeEnabled();
  const text = await readFile(await download.path(), "utf8");
  return { name: download.suggestedFilename(), text, file: JSON.parse(text) as Json };
}

/** A page of its own on another installation, as the test's browser settings have it. */
async function pageAt(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const { timezoneId, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, timezoneId, locale });
  return { context, page: await context.newPage() };
}

/** Any code: a server in use refuses an import before it looks at the code. */
const SOME_SETUP_CODE = "AB12-CD34-EF56-GH78";

/** The restore form filled in and sent. */
async function restore(
  page: Page,
  file: { name: string; text: string },
  email: string,
  setupCode = SOME_SETUP_CODE,
  password = RESTORED_PASSWORD,
) {
  await page.getByLabel("Setup Code").fill(setupCode);
  await page.getByLabel("Export File").setInputFiles({
    name: file.name,
    mimeType: "application/json",
    buffer: Buffer.from(file.text),
  });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("New Password").fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Restore Organization" }).click();
}

test("an organization is downloaded, restored on a new installation, and its members come back by sign-in links", async ({
  page,
  api,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // The data: an admin, a member, an aircraft, and a booking for each of them tomorrow.
  const { email: adminEmail, organization } = await signInAsNewAdmin(api, CLUB);
  const bessie = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Bessie",
    lastName: "Coleman",
  });
  await bessie.context.close();
  const aircraft = await createAircraft(api);
  const tomorrow = browserDate(1);
  await book(api, { aircraftId: aircraft.id, date: tomorrow, from: 9, to: 11, title: "Mine" });
  await book(api, {
    aircraftId: aircraft.id,
    date: tomorrow,
    from: 13,
    to: 15,
    title: "Cross-country",
    pilotId: bessie.id,
  });

  const exported = await downloadExport(page);
  expect(exported.name).toMatch(/^hangar-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json$/);
  expect(exported.file).toMatchObject({ format: EXPORT_FORMAT, version: EXPORT_VERSION });
  expect(exported.file.organization.name).toBe(CLUB);
  expect(exported.file.aircraft.map((a: Json) => a.registration)).toEqual([aircraft.registration]);
  expect(exported.file.members).toHaveLength(2);
  expect(exported.file.bookings).toHaveLength(2);
  expect(exported.text).not.toMatch(/password/i);

  // A new installation offers the restore from its sign-up page.
  const fresh = await startFreshInstallation();
  try {
    const admin = await pageAt(browser, testInfo, fresh.baseURL);
    await admin.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: fresh.baseURL,
    });
    await admin.page.goto("/register");
    await admin.page.getByRole("link", { name: "Restore an organization" }).click();
    await expect(admin.page).toHaveURL(/\/restore$/);
    await expect(
      admin.page.getByRole("heading", { level: 1, name: "Restore an Organization" }),
    ).toBeVisible();
    await expectAccessible(admin.page);

    // The setup code proves the restorer runs this server: the page says where to find it.
    await expect(admin.page.getByText(/Printed in the server's log when it starts/)).toBeVisible();
    await restore(admin.page, exported, adminEmail, "AB12-CD34-EF56-GH78");
    await expect(admin.page.getByText(portabilityMessages.setupCodeWrong)).toBeVisible();
    await expect(admin.page.getByLabel("Setup Code")).toBeFocused();

    // Only an administrator in the file may restore it.
    await restore(admin.page, exported, bessie.email, fresh.setupCode);
    await expect(admin.page.getByText(portabilityMessages.notAnAdministrator)).toBeVisible();
    await restore(admin.page, exported, adminEmail, fresh.setupCode.toLowerCase());
    await expect(admin.page).toHaveURL(/\/dashboard$/);
    await expect(
      admin.page.getByText(`You are logged in as an Administrator of ${CLUB}`),
    ).toBeVisible();
    await expect(admin.page.getByRole("region", { name: "Your Upcoming Bookings" })).toContainText(
      `${aircraft.registration} — Mine`,
    );
    await admin.page.goto("/aircrafts");
    await expect(admin.page.getByRole("main")).toContainText(aircraft.registration);

    // The installation is in use now: no second restore is offered.
    const visitor = await pageAt(browser, testInfo, fresh.baseURL);
    await visitor.page.goto("/restore");
    await expect(visitor.page.getByText(portabilityMessages.notFresh)).toBeVisible();

    // Bessie has no password here: her administrator sends her a sign-in link.
    await admin.page.goto("/members");
    await admin.page.getByRole("link", { name: "Bessie Coleman" }).click();
    const panel = admin.page.getByRole("region", { name: "Sign-in Link" });
    await expect(panel).toContainText(
      "No password yet — this member came with an imported organization.",
    );
    await panel.getByRole("button", { name: "Create Sign-in Link" }).click();
    await expectToast(admin.page, "Sign-in link created");
    const field = panel.getByRole("textbox", { name: "Sign-in link" });
    await expect(field).toHaveValue(new RegExp(`^${fresh.baseURL}/set-password#.+`));
    await expect(panel).toContainText(/Expires \w+ \d+, \d{4}/);
    const link = await field.inputValue();
    await panel.getByRole("button", { name: "Copy sign-in link" }).click();
    await expect(panel.getByText("Copied to clipboard!")).toBeVisible();
    expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dismissToasts(admin.page);
    await expectAccessible(admin.page);

    await visitor.page.goto(link);
    await expect(
      visitor.page.getByRole("heading", { level: 1, name: "Choose Your Password" }),
    ).toBeVisible();
    await expectAccessible(visitor.page);
    await visitor.page.getByLabel("New Password").fill("bessie-Password-1");
    await visitor.page.getByLabel("Confirm Password").fill("bessie-Password-1");
    await visitor.page.getByRole("button", { name: "Set Password and Sign In" }).click();
    await expect(visitor.page).toHaveURL(/\/dashboard$/);
    expect(new URL(visitor.page.url()).hash).toBe("");
    await expect(visitor.page.getByText(`You are logged in as a Member of ${CLUB}`)).toBeVisible();
    await expect(
      visitor.page.getByRole("region", { name: "Your Upcoming Bookings" }),
    ).toContainText(`${aircraft.registration} — Cross-country`);

    // The link worked once.
    const again = await pageAt(browser, testInfo, fresh.baseURL);
    await again.page.goto(link);
    await again.page.getByLabel("New Password").fill("another-Password-2");
    await again.page.getByLabel("Confirm Password").fill("another-Password-2");
    await again.page.getByRole("button", { name: "Set Password and Sign In" }).click();
    await expect(again.page.getByRole("alert")).toContainText(INVALID_LINK);
    await expect(again.page).toHaveURL(/\/set-password#/);

    // With a password now, her page offers no link any more.
    await admin.page.reload();
    await expect(
      admin.page.getByRole("heading", { level: 1, name: "Bessie Coleman" }),
    ).toBeVisible();
    await expect(admin.page.getByRole("region", { name: "Sign-in Link" })).toHaveCount(0);

    for (const opened of [admin, visitor, again]) await opened.context.close();
  } finally {
    await fresh.stop();
  }
});

test("the restore link shows only on an installation nobody uses", async ({ page, api }) => {
  await signUp(api);
  await page.context().clearCookies();
  for (const path of ["/login", "/register"]) {
    const answered = page.waitForResponse("**/api/installation");
    await page.goto(path);
    expect(await (await answered).json()).toEqual({
      acceptsImport: false,
      supportEmail: "help@hangar-e2e.example",
    });
    await expect(page.getByRole("button", { name: /Sign in|Create account/ })).toBeVisible();
    await expect(page.getByText("Restoring a Hangar backup?")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Restore an organization" })).toHaveCount(0);
  }

  // Opened anyway: the page says why there is no form.
  await page.goto("/restore");
  await expect(page.getByText(portabilityMessages.notFresh)).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore Organization" })).toHaveCount(0);

  // The link appears when the installation says it takes an import.
  await page.route("**/api/installation", (route) =>
    route.fulfill({ json: { acceptsImport: true } }),
  );
  await page.goto("/login");
  await expect(page.getByText("Restoring a Hangar backup?")).toBeVisible();
  await page.getByRole("link", { name: "Restore an organization" }).click();
  await expect(page).toHaveURL(/\/restore$/);
});

test("files that are not an export are refused before anything is sent; a server in use refuses the rest", async ({
  page,
  api,
}) => {
  const { email: adminEmail } = await signInAsNewAdmin(api);
  const exported = await page.request.get("/api/organizations/current/export");
  expect(exported.status()).toBe(200);
  const text = await exported.text();
  await page.context().clearCookies();

  // This installation is in use; the form is shown as on a new one, for the checks before that.
  await page.route("**/api/installation", (route) =>
    route.fulfill({ json: { acceptsImport: true } }),
  );
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/organizations/import")) sent.push(request.method());
  });
  await page.goto("/restore");

  // Nothing chosen, nothing typed: every field says what it needs.
  await page.getByRole("button", { name: "Restore Organization" }).click();
  await expect(page.getByText(portabilityMessages.setupCodeRequired)).toBeVisible();
  await expect(page.getByText("Choose the export file")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByLabel("Setup Code")).toBeFocused();

  for (const [name, content] of [
    ["notes.json", "this is not JSON"],
    ["other.json", JSON.stringify({ name: "Another program's backup", items: [] })],
  ] as const) {
    await restore(page, { name, text: content }, adminEmail);
    await expect(page.getByText(portabilityMessages.notAnExport)).toBeVisible();
    await expect(page.getByLabel("Export File")).toBeFocused();
  }
  const newer = JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION + 1 });
  await restore(page, { name: "newer.json", text: newer }, adminEmail);
  await expect(page.getByText(portabilityMessages.newerVersion)).toBeVisible();
  expect(sent).toEqual([]);

  // An edited file, which a new installation's server finds damaged. This one is in use and
  // refuses any import before reading it, so its answer on a new installation (tested in
  // portability.api.test.ts) is given here.
  await page.route("**/api/organizations/import", (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: {
          code: "INVALID_EXPORT",
          message: portabilityMessages.invalidFile,
          fields: { file: portabilityMessages.invalidFile },
        },
      },
    }),
  );
  const damaged = JSON.parse(text);
  damaged.members = [];
  await restore(page, { name: "damaged.json", text: JSON.stringify(damaged) }, adminEmail);
  await expect(page.getByText(portabilityMessages.invalidFile)).toBeVisible();
  await page.unroute("**/api/organizations/import");

  // A sound file on an installation in use: refused as a whole, in the form's alert.
  await restore(page, { name: "club.json", text }, adminEmail);
  await expect(
    page.getByRole("alert").filter({ hasText: portabilityMessages.notFresh }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/restore$/);
  expect(sent).toEqual(["POST", "POST"]);
});

test("only admins get the Backup panel, and a failed download says so", async ({ page, api }) => {
  const { organization } = await signInAsNewAdmin(api);
  await page.goto("/settings");
  const backup = page.getByRole("region", { name: "Backup" });
  await page.route("**/api/organizations/current/export", (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: "INTERNAL", message: "Something went wrong" } },
    }),
  );
  await backup.getByRole("button", { name: "Download Organization Data" }).click();
  await expectToast(page, portabilityMessages.exportFailed);
  await expect(backup.getByRole("button", { name: "Download Organization Data" })).toBeEnabled();
  await dismissToasts(page);

  await page.context().clearCookies();
  await signInAsNewMember(api, organization.joinCode);
  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Account" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Backup" })).toHaveCount(0);
  expect((await page.request.get("/api/organizations/current/export")).status()).toBe(403);
});

test("sign-in links: members with a password get none; an empty or unknown link is refused", async ({
  page,
  api,
}) => {
  const { email } = await signInAsNewAdmin(api);
  const me = await currentUserId(page);
  // Everyone who signed up has a password: there is nothing to offer.
  await page.goto(`/members/${me}`);
  await expect(page.getByRole("region", { name: "Organization Details" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sign-in Link" })).toHaveCount(0);
  expect((await api.post(`/api/members/${me}/sign-in-link`)).status).toBe(409);

  await page.goto("/set-password");
  await expect(page.getByRole("alert")).toHaveText(INVALID_LINK);
  await expect(page.getByRole("button", { name: "Set Password and Sign In" })).toHaveCount(0);

  await page.goto("/set-password#not-a-real-token");
  await page.getByLabel("New Password").fill("short");
  await page.getByLabel("Confirm Password").fill("shorter");
  await page.getByRole("button", { name: "Set Password and Sign In" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("New Password").fill("a-new-Password-3");
  await page.getByLabel("Confirm Password").fill("a-new-Password-3");
  await page.getByRole("button", { name: "Set Password and Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText(INVALID_LINK);

  // The unknown link signed nobody out, and changed no password.
  expect((await page.request.get("/api/me")).status()).toBe(200);
  expect((await api.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200);
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
