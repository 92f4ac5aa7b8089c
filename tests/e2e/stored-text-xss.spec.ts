/**
 * Stored text is rendered as text: an aircraft, bookings, profiles and the organization whose
 * text fields hold script and HTML are shown on every page that reads them, literally, and
 * nothing in them runs or becomes an element.
 */
import type { Locator, Page } from "@playwright/test";
import { FIRST_VIEW_DATA_ID } from "../../src/shared/http/first-view";
import type { ProfileInput } from "../../src/shared/profile/profile.schemas";
import { aircraftRow, browserDate, browserInstant, joinAs, showDay } from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";
import {
  currentUserId,
  dismissToasts,
  expectToast,
  memberInOwnContext,
  send,
} from "./support/people";

// The server's CSP forbids inline script, which would hide a rendering bug from `__xss` and from
// the dialog listener: the browser is told to ignore it, so these tests see what the client alone
// does with the text.
test.use({ bypassCSP: true });
// Each journey visits many pages.
test.describe.configure({ timeout: 120_000 });

const DAYS_AHEAD = 5;

/**
 * Every free-text field takes any character but NUL and lone surrogates, within its length limit
 * (src/shared/validation/text.ts), so each gets a payload of its own that fits: the literal text
 * says where it came from, and what it would do as HTML is caught by `expectInert`. ICAO codes
 * (letters and digits), colours (#rrggbb) and web addresses (http and https only) refuse such
 * text and keep their rules here.
 */
const ORGANIZATION_NAME = "<img src=x onerror=alert('club')> Flying Club";
const organizationUpdate = {
  description: `<h2 id="injected">About us</h2>\n<script>window.__xss='description'</script>`,
  contact: {
    // At most 50 characters.
    phone: "<svg onload=alert('club phone')>",
    // The one text shown as a link only takes http and https addresses, so no `javascript:`.
    website: `https://example.com/?q="><script>window.__xss='website'</script>`,
  },
  baseAirport: { address: `"><iframe srcdoc="<script>parent.__xss='airport'</script>">` },
};

const aircraftText = {
  // Registrations are letters and digits with one hyphen at most: no markup gets in.
  registration: "XSS-1",
  manufacturer: `<img src=x onerror="window.__xss='manufacturer'">`,
  model: "<script>window.__xss='model'</script>",
  avionics: [
    `<svg onload="window.__xss='avionics'">`,
    "javascript:window.__xss='avionics'",
    "{{constructor.constructor('window.__xss=1')()}}",
  ],
};
/** Under maintenance, so the dashboard's alerts name it too. */
const groundedText = {
  registration: "XSS-2",
  model: "<img src=x onerror=alert('grounded')>",
};

const adminProfile = {
  firstName: `<b id="injected">Amelia</b>`,
  lastName: "<script>window.__xss='last name'</script>",
  // At most 50 characters.
  phoneNumber: "<svg onload=alert('phone')>",
  address: {
    street: `<img src=x onerror="window.__xss='street'">`,
    apartment: "javascript:alert('apartment')",
    city: "{{constructor.constructor('window.__xss=1')()}}",
    state: "<style>*{display:none}</style>",
    // At most 20 characters.
    postalCode: `"'><i id=injected>`,
    country: `<iframe srcdoc="<script>parent.__xss='country'</script>">`,
  },
  emergencyContact: {
    name: `<a href="javascript:window.__xss='contact'">George</a>`,
    relationship: "<marquee id=injected>Husband</marquee>",
    // At most 50 characters.
    phone: "<script>alert('emergency phone')</script>",
    address: "<math><mtext><table><mglyph><style><img src=x onerror=alert('mxss')>",
  },
} satisfies ProfileInput;

const memberName = {
  firstName: "<img src=x onerror=alert('member')>",
  lastName: `<b id="injected">Coleman</b>`,
};

/** The admin's own booking, typed into the booking modal. */
const adminBooking = {
  title: "<img src=x onerror=alert('purpose')>",
  notes: `</textarea><script>window.__xss='notes'</script>\n<b id="injected">second line</b>`,
};
/** The member's booking, made through the API. */
const memberBooking = {
  title: "{{7*7}} <svg onload=alert('member booking')>",
  notes: `<img src=x onerror="window.__xss='member notes'">`,
};

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** What would be in the page only if stored text had been parsed as HTML. */
const INJECTED = [
  "#injected",
  // The server's first view hands its reads over in one data element (never run) after #root.
  `body script:not(script#${FIRST_VIEW_DATA_ID}[type='application/json'])`,
  "body iframe",
  "body style",
  "body math",
  "body marquee",
  "img[src='x']",
  "svg[onload]",
].join(", ");
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href"];

/**
 * Records every JavaScript dialog (and dismisses it, so the page goes on). `findings` lists the
 * dialogs, `window.__xss`, the elements the payloads would make and any element with an
 * event-handler attribute or a `javascript:` address; `expectInert` wants none of them.
 */
function watchForInjection(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const findings = async () => {
    const found = await page.evaluate(
      ({ selector, urlAttributes }) => {
        const elements = new Set(document.querySelectorAll(selector));
        for (const element of document.querySelectorAll("*")) {
          const hostile = [...element.attributes].some(
            (attribute) =>
              attribute.name.startsWith("on") ||
              (urlAttributes.includes(attribute.name) && /^\s*javascript:/i.test(attribute.value)),
          );
          if (hostile) elements.add(element);
        }
        return {
          xss: (window as { __xss?: unknown }).__xss,
          markup: [...elements].map((element) => element.outerHTML.slice(0, 120)),
        };
      },
      { selector: INJECTED, urlAttributes: URL_ATTRIBUTES },
    );
    return { dialogs: [...dialogs], ...found };
  };
  const expectInert = async () =>
    expect(await findings(), `script or markup on ${page.url()}`).toEqual({
      dialogs: [],
      xss: undefined,
      markup: [],
    });
  return { findings, expectInert };
}

async function expectAllText(scope: Locator, texts: readonly string[]) {
  await expect(scope).toBeVisible();
  for (const text of texts) await expect(scope).toContainText(text);
}

/** Settings' 'Organization Information', as anyone in the club reads it. */
async function expectOrganizationText(page: Page) {
  const section = page.getByRole("region", { name: "Organization Information" });
  const { contact, baseAirport, description } = organizationUpdate;
  await expectAllText(section, [
    ORGANIZATION_NAME,
    contact.phone,
    baseAirport.address,
    description,
  ]);
  await expect(section.getByRole("link", { name: contact.website })).toHaveAttribute(
    "href",
    contact.website,
  );
}

/**
 * Hovers `trigger` and answers its tooltip. An open tooltip is closed first: moving straight to
 * a neighbour can keep it open.
 */
async function tooltipOf(page: Page, trigger: Locator) {
  const tooltip = page.getByRole("tooltip");
  if ((await tooltip.count()) > 0) await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
  await trigger.hover();
  return tooltip;
}

type Api = Parameters<typeof createAircraft>[0];

/** A booking through the API, `DAYS_AHEAD` days ahead: the caller's own, or for `pilotId`. */
async function bookThroughApi(
  api: Api,
  booking: { aircraftId: string; hour: number; title: string; notes: string; pilotId?: string },
) {
  const { hour, ...rest } = booking;
  const date = browserDate(DAYS_AHEAD);
  const response = await api.post("/api/bookings", {
    ...rest,
    type: "rental",
    start: browserInstant(date, hour).toISOString(),
    end: browserInstant(date, hour + 1).toISOString(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

/** The club's hostile organization text and aircraft, made by the signed-in admin. */
async function hostileClub(page: Page, api: Api) {
  const { organization } = await signInAsNewAdmin(api, ORGANIZATION_NAME);
  const patched = await send(
    page,
    test.info(),
    "PATCH",
    "/api/organizations/current",
    organizationUpdate,
  );
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const aircraft = await createAircraft(api, aircraftText);
  const grounded = await createAircraft(api, { ...groundedText, status: "maintenance" });
  return { organization, aircraft, grounded };
}

test("the checks notice script and markup that are parsed as HTML", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const { findings, expectInert } = watchForInjection(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectInert();

  // What a rendering bug would do with three of the payloads: without the CSP, they run.
  await page.evaluate(
    (html) => document.body.insertAdjacentHTML("beforeend", `<div id="probe">${html}</div>`),
    adminBooking.title + aircraftText.manufacturer + adminProfile.firstName,
  );
  await expect.poll(findings).toEqual({
    dialogs: ["alert: purpose"],
    xss: "manufacturer",
    markup: [
      `<img src="x" onerror="alert('purpose')">`,
      `<img src="x" onerror="window.__xss='manufacturer'">`,
      `<b id="injected">Amelia</b>`,
    ],
  });
  await page.evaluate(() => document.getElementById("probe")?.remove());
});

test("script and HTML typed into Settings and the booking modal come back as text", async ({
  page,
  api,
  browser,
}, testInfo) => {
  const { organization, aircraft } = await hostileClub(page, api);
  const member = await memberInOwnContext(browser, testInfo, organization.joinCode, memberName);
  await bookThroughApi(api, {
    aircraftId: aircraft.id,
    hour: 10,
    ...memberBooking,
    pilotId: member.id,
  });
  const { expectInert } = watchForInjection(page);
  const date = browserDate(DAYS_AHEAD);

  // Settings: the profile, typed into the form.
  await page.goto("/settings");
  const profile = page.getByRole("region", { name: "Profile Information" });
  await profile.getByRole("button", { name: "Edit" }).click();
  const { address, emergencyContact } = adminProfile;
  for (const [label, value] of [
    ["First Name", adminProfile.firstName],
    ["Last Name", adminProfile.lastName],
    ["Phone Number", adminProfile.phoneNumber],
    ["Street", address.street],
    ["Apartment", address.apartment],
    ["City", address.city],
    ["State/Province", address.state],
    ["Postal Code", address.postalCode],
    ["Country", address.country],
    ["Emergency Contact Name", emergencyContact.name],
    ["Relationship", emergencyContact.relationship],
    ["Emergency Contact Phone", emergencyContact.phone],
    ["Emergency Contact Address", emergencyContact.address],
  ] as const) {
    await profile.getByLabel(label, { exact: true }).fill(value);
  }
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile updated successfully");
  await page.reload();
  await expectAllText(profile, [
    adminProfile.firstName,
    adminProfile.lastName,
    adminProfile.phoneNumber,
    ...Object.values(address),
    ...Object.values(emergencyContact),
  ]);
  await expectOrganizationText(page);
  await expectInert();

  // Bookings: the admin's own booking, typed into the modal.
  await page.goto("/bookings");
  await page.getByRole("button", { name: "Add My Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  const aircraftOption = `${aircraftText.registration} - ${aircraftText.model}`;
  await dialog.getByLabel("Aircraft").selectOption({ label: aircraftOption });
  await dialog.getByLabel("Purpose").fill(adminBooking.title);
  await dialog.getByLabel("Start Time").fill(`${date}T14:00`);
  await dialog.getByLabel("Notes").fill(adminBooking.notes);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Booking created successfully");
  await dismissToasts(page);

  await showDay(page, DAYS_AHEAD, 8);
  await expect(page.getByRole("rowheader")).toHaveText([
    aircraftText.registration,
    groundedText.registration,
  ]);
  const row = aircraftRow(page, aircraftText.registration);
  const own = row.getByRole("button", {
    name: `${fullName(adminProfile)} — ${adminBooking.title}`,
  });
  const members = row.getByRole("button", {
    name: `${fullName(memberName)} — ${memberBooking.title}`,
  });
  await expectAllText(await tooltipOf(page, members), [
    memberBooking.title,
    fullName(memberName),
    memberBooking.notes,
  ]);
  await expectAllText(await tooltipOf(page, own), [
    adminBooking.title,
    fullName(adminProfile),
    adminBooking.notes,
  ]);
  const registrationLink = page.getByRole("link", { name: aircraftText.registration });
  await expectAllText(await tooltipOf(page, registrationLink), [
    `${aircraftText.manufacturer} ${aircraftText.model}`,
  ]);
  await expectInert();

  await own.click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(edit.getByLabel("Purpose")).toHaveValue(adminBooking.title);
  await expect(edit.getByLabel("Notes")).toHaveValue(adminBooking.notes);
  await expect(edit.getByLabel("Aircraft").locator("option:checked")).toHaveText(aircraftOption);
  await expect(edit.getByLabel("User").locator("option:checked")).toHaveText(
    fullName(adminProfile),
  );
  await expect(edit.getByLabel("User").locator("option")).toHaveText([
    "Select a user",
    fullName(adminProfile),
    fullName(memberName),
  ]);
  await expectInert();
  await edit.getByRole("button", { name: "Close" }).click();
  await expect(edit).toBeHidden();
  await member.context.close();
});

test("an admin's pages show the stored script and HTML as text", async ({
  page,
  api,
  browser,
}, testInfo) => {
  const { organization, aircraft, grounded } = await hostileClub(page, api);
  expect((await api.put("/api/me/profile", adminProfile)).status).toBe(200);
  const adminId = await currentUserId(page);
  const member = await memberInOwnContext(browser, testInfo, organization.joinCode, memberName);
  await bookThroughApi(api, { aircraftId: aircraft.id, hour: 14, ...adminBooking });
  const { expectInert } = watchForInjection(page);
  const { address, emergencyContact } = adminProfile;

  // Dashboard.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Welcome back, ${adminProfile.firstName}!`,
  );
  await expect(page.getByText(`Administrator of ${ORGANIZATION_NAME}`)).toBeVisible();
  await expectAllText(page.getByRole("region", { name: "Your Upcoming Bookings" }), [
    `${aircraftText.registration} — ${adminBooking.title}`,
  ]);
  await expectAllText(page.getByRole("region", { name: "Alerts" }), [
    `${groundedText.registration} – ${groundedText.model}`,
  ]);
  await expectAllText(page.getByRole("region", { name: "Organization Overview" }), [
    fullName(adminProfile),
    fullName(memberName),
  ]);
  await expectInert();

  // Aircraft list and details, and the edit form's values.
  await page.goto("/aircrafts");
  await expect(page.getByRole("table").getByRole("link")).toHaveText([
    aircraftText.registration,
    groundedText.registration,
  ]);
  await expectAllText(page.getByRole("row", { name: aircraftText.registration }), [
    `${aircraftText.manufacturer} ${aircraftText.model}`,
  ]);
  await expectAllText(page.getByRole("row", { name: groundedText.registration }), [
    groundedText.model,
  ]);
  await expectInert();
  await page.getByRole("link", { name: aircraftText.registration }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(aircraftText.registration);
  await expectAllText(page.getByRole("region", { name: "Basic Information" }), [
    aircraftText.registration,
    aircraftText.manufacturer,
    aircraftText.model,
  ]);
  await expect(page.getByRole("region", { name: "Avionics" }).getByRole("listitem")).toHaveText(
    aircraftText.avionics,
  );
  await page.getByRole("button", { name: "Edit Aircraft" }).click();
  const aircraftForm = page.getByRole("dialog", { name: "Edit Aircraft" });
  await expect(aircraftForm.getByLabel("Registration")).toHaveValue(aircraftText.registration);
  await expect(aircraftForm.getByLabel("Manufacturer")).toHaveValue(aircraftText.manufacturer);
  await expect(aircraftForm.getByLabel("Model")).toHaveValue(aircraftText.model);
  await expectInert();
  await page.keyboard.press("Escape");
  await expect(aircraftForm).toBeHidden();
  await page.goto(`/aircrafts/${grounded.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(groundedText.registration);
  await expectAllText(page.getByRole("region", { name: "Basic Information" }), [
    groundedText.model,
  ]);
  await expectInert();

  // Members list and details.
  await page.goto("/members");
  const table = page.getByRole("table");
  await expect(table.getByRole("link")).toHaveText([fullName(adminProfile), fullName(memberName)]);
  await expectAllText(table, [adminProfile.phoneNumber]);
  await expectInert();
  await page.goto(`/members/${adminId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fullName(adminProfile));
  await expectAllText(page.getByRole("region", { name: "Personal Information" }), [
    fullName(adminProfile),
    adminProfile.phoneNumber,
    ...Object.values(address),
  ]);
  await expectAllText(
    page.getByRole("region", { name: "Emergency Contact" }),
    Object.values(emergencyContact),
  );
  await expectInert();
  await page.goto(`/members/${member.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fullName(memberName));
  await expectInert();
  await member.context.close();
});

test("a member sees the club's text, the admin's name and their own booking as text", async ({
  page,
  api,
}) => {
  const { organization, aircraft, grounded } = await hostileClub(page, api);
  expect((await api.put("/api/me/profile", adminProfile)).status).toBe(200);
  // The page is the member's from here on.
  await joinAs(api, organization.joinCode, memberName.firstName, memberName.lastName);
  await bookThroughApi(api, { aircraftId: aircraft.id, hour: 10, ...memberBooking });
  const { expectInert } = watchForInjection(page);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Welcome back, ${memberName.firstName}!`,
  );
  await expect(page.getByText(`Member of ${ORGANIZATION_NAME}`)).toBeVisible();
  await expectAllText(page.getByRole("region", { name: "Your Upcoming Bookings" }), [
    `${aircraftText.registration} — ${memberBooking.title}`,
  ]);
  await expectInert();

  await page.goto("/aircrafts");
  await expectAllText(page.getByRole("row", { name: aircraftText.registration }), [
    `${aircraftText.manufacturer} ${aircraftText.model}`,
  ]);
  await expectInert();
  await page.goto(`/aircrafts/${aircraft.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(aircraftText.registration);
  await expect(page.getByRole("region", { name: "Avionics" }).getByRole("listitem")).toHaveText(
    aircraftText.avionics,
  );
  await expectInert();
  await page.goto(`/aircrafts/${grounded.id}`);
  await expectAllText(page.getByRole("region", { name: "Basic Information" }), [
    groundedText.model,
  ]);
  await expectInert();

  await page.goto("/bookings");
  await showDay(page, DAYS_AHEAD, 8);
  const chip = aircraftRow(page, aircraftText.registration).getByRole("button", {
    name: `${fullName(memberName)} — ${memberBooking.title}`,
  });
  await expectAllText(await tooltipOf(page, chip), [memberBooking.title, memberBooking.notes]);
  await chip.click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(edit.getByLabel("Purpose")).toHaveValue(memberBooking.title);
  await expect(edit.getByLabel("Notes")).toHaveValue(memberBooking.notes);
  await expectInert();
  await edit.getByRole("button", { name: "Close" }).click();
  await expect(edit).toBeHidden();

  await page.goto("/members");
  await expect(page.getByRole("table")).toContainText(fullName(adminProfile));
  await expect(page.getByRole("table")).toContainText(fullName(memberName));
  await expectInert();

  await page.goto("/settings");
  await expectAllText(page.getByRole("region", { name: "Profile Information" }), [
    memberName.firstName,
    memberName.lastName,
  ]);
  await expectOrganizationText(page);
  await expectInert();
});
