import type { Locator, Page } from "@playwright/test";
import { browserDate, showDay } from "./support/bookings";
import {
  createAircraft,
  expect,
  expectAccessible,
  signInAsNewAdmin,
  test,
} from "./support/fixtures";
import { dismissToasts, expectToast, memberInOwnContext, send } from "./support/people";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Each weekday's ranges as 'start–end', in the order shown: the week as the form shows it. */
function shownWeek(region: Locator): Promise<Record<string, string[]>> {
  return region.locator("fieldset").evaluateAll((groups) =>
    Object.fromEntries(
      groups.map((group) => {
        const label = document.getElementById(group.getAttribute("aria-labelledby") ?? "");
        const times = [...group.querySelectorAll("input")].map((input) => input.value);
        const ranges = [];
        for (let i = 0; i < times.length; i += 2) ranges.push(`${times[i]}–${times[i + 1]}`);
        return [label?.textContent ?? "", ranges];
      }),
    ),
  );
}

async function expectWeek(region: Locator, week: Record<string, string[]>) {
  const expected = Object.fromEntries(DAYS.map((day) => [day, week[day] ?? []]));
  await expect.poll(() => shownWeek(region)).toEqual(expected);
}

/**
 * The first look at a page just loaded: its availability is read once the app has taken the
 * server's view over, which a machine busy with other tests can delay past the usual wait.
 */
const LOADED = { timeout: 30_000 };

const hoursOf = async (page: Page, testInfo: Parameters<typeof send>[1], id: string) =>
  (await send(page, testInfo, "GET", `/api/instructors/${id}/availability`)).body;

test("an admin makes a member an instructor and sets their weekly hours on the member's page", async ({
  page,
  api,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { organization } = await signInAsNewAdmin(api);
  const wilbur = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Wilbur",
    lastName: "Wright",
  });
  await wilbur.context.close();

  await page.goto(`/members/${wilbur.id}`);
  const availability = page.getByRole("region", { name: "Availability", exact: true });
  // Not an instructor: no hours to set.
  await expect(page.getByRole("heading", { level: 1, name: "Wilbur Wright" })).toBeVisible(LOADED);
  await expect(availability).toHaveCount(0);

  const instructorPanel = page.getByRole("region", { name: "Instructor" });
  await instructorPanel.getByRole("switch", { name: "Instructor" }).check();
  await instructorPanel.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Member updated successfully");

  // A new instructor teaches every day 08:00–18:00, on the organization's clock.
  await expect(availability).toContainText(
    "Times are in the organization's time zone, America/New_York.",
  );
  const workingDay = ["08:00–18:00"];
  await expectWeek(availability, Object.fromEntries(DAYS.map((day) => [day, workingDay])));
  await expectAccessible(page);

  // Monday: a morning and an afternoon; Sunday off; Tuesday wrong at first.
  await availability.getByLabel("Monday range 1 end").fill("12:00");
  await availability.getByRole("button", { name: "Add Hours on Monday" }).click();
  await expect(availability.getByLabel("Monday range 2 start")).toHaveValue("12:00");
  await expect(availability.getByLabel("Monday range 2 end")).toHaveValue("13:00");
  await availability.getByLabel("Monday range 2 start").fill("11:00");
  await availability.getByLabel("Monday range 2 end").fill("18:00");
  await availability.getByRole("button", { name: "Remove Sunday range 1" }).click();
  await expect(availability.getByRole("group", { name: "Sunday", exact: true })).toContainText(
    "Unavailable",
  );
  await availability.getByLabel("Tuesday range 1 end").fill("07:00");
  await availability.getByLabel("Wednesday range 1 start").fill("8.30");
  const save = availability.getByRole("button", { name: "Save Hours" });
  await save.click();
  await expect(availability.getByLabel("Tuesday range 1 end")).toHaveAccessibleDescription(
    "End must be after start",
  );
  await expect(availability.getByLabel("Wednesday range 1 start")).toHaveAccessibleDescription(
    "Enter a time as HH:mm, from 00:00 to 24:00",
  );
  await expectAccessible(page);
  // Ranges are compared once each is right in itself, as the server does.
  await availability.getByLabel("Tuesday range 1 end").fill("24:00");
  await availability.getByLabel("Wednesday range 1 start").fill("8:30");
  await save.click();
  await expect(availability.getByLabel("Monday range 2 start")).toHaveAccessibleDescription(
    "Hours of one day must not overlap",
  );
  // Nothing was sent: the server still has the default week.
  expect((await hoursOf(page, testInfo, wilbur.id)).hours).toHaveLength(7);

  await availability.getByLabel("Monday range 2 start").fill("13:00");
  await save.click();
  await expectToast(page, "Availability updated successfully");
  const saved = {
    Monday: ["08:00–12:00", "13:00–18:00"],
    Tuesday: ["08:00–24:00"],
    Wednesday: ["08:30–18:00"],
    Thursday: workingDay,
    Friday: workingDay,
    Saturday: workingDay,
  };
  await expectWeek(availability, saved);
  expect((await hoursOf(page, testInfo, wilbur.id)).hours).toEqual([
    { weekday: 1, start: "08:00", end: "12:00" },
    { weekday: 1, start: "13:00", end: "18:00" },
    { weekday: 2, start: "08:00", end: "24:00" },
    { weekday: 3, start: "08:30", end: "18:00" },
    { weekday: 4, start: "08:00", end: "18:00" },
    { weekday: 5, start: "08:00", end: "18:00" },
    { weekday: 6, start: "08:00", end: "18:00" },
  ]);

  await page.reload();
  await expect(availability.getByLabel("Monday range 2 end")).toHaveValue("18:00", LOADED);
  await expectWeek(availability, saved);
  await dismissToasts(page);
});

test("an instructor sees 'My Availability' in Settings and adds and deletes time off; a member who does not teach does not", async ({
  page,
  api,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { organization } = await signInAsNewAdmin(api);
  // The admin teaches nothing: their Settings have no availability.
  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Profile Information" })).toBeVisible(LOADED);
  await expect(page.getByRole("region", { name: "Appearance" })).toBeVisible();
  await expect(page.getByRole("region", { name: "My Availability" })).toHaveCount(0);

  const orville = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Orville",
    lastName: "Wright",
  });
  const made = await api.put(`/api/members/${orville.id}/instructor`, {
    isInstructor: true,
    instructorRate: null,
    instructorRatings: "CFI",
  });
  expect(made.status).toBe(200);

  const own = orville.page;
  await own.goto("/settings");
  const mine = own.getByRole("region", { name: "My Availability" });
  await expect(mine.getByLabel("Friday range 1 start")).toHaveValue("08:00", LOADED);
  await expect(mine).toContainText("No upcoming time off");

  // The reason is optional; the end comes after the start.
  await mine.getByLabel("Start", { exact: true }).fill("2030-07-01T12:00");
  await mine.getByLabel("End", { exact: true }).fill("2030-07-01T08:00");
  await mine.getByRole("button", { name: "Add Time Off" }).click();
  await expect(mine.getByLabel("End", { exact: true })).toHaveAccessibleDescription(
    "End must be after start",
  );
  await mine.getByLabel("Start", { exact: true }).fill("2030-07-01T08:00");
  await mine.getByLabel("End", { exact: true }).fill("2030-07-03T18:00");
  await mine.getByLabel("Reason").fill("Checkride");
  await mine.getByRole("button", { name: "Add Time Off" }).click();
  await expectToast(own, "Time off added successfully");
  const list = mine.getByRole("list", { name: "Upcoming time off" });
  await expect(list.getByRole("listitem")).toHaveText([
    /Mon, Jul 1, 2030, 08:00 – Wed, Jul 3, 2030, 18:00\s*Checkride/,
  ]);
  await expect(mine.getByLabel("Start", { exact: true })).toHaveValue("");

  // A second, earlier one is listed first.
  await mine.getByLabel("Start", { exact: true }).fill("2030-06-10T09:00");
  await mine.getByLabel("End", { exact: true }).fill("2030-06-10T11:30");
  await mine.getByRole("button", { name: "Add Time Off" }).click();
  await expect(list.getByRole("listitem")).toHaveText([
    /^Mon, Jun 10, 2030, 09:00 – 11:30/,
    /^Mon, Jul 1, 2030, 08:00/,
  ]);
  // Stored on the organization's clock (New York, summer time).
  const stored = (await hoursOf(own, testInfo, orville.id)).timeOff;
  expect(stored).toMatchObject([
    { start: "2030-06-10T13:00:00.000Z", end: "2030-06-10T15:30:00.000Z", reason: "" },
    { start: "2030-07-01T12:00:00.000Z", end: "2030-07-03T22:00:00.000Z", reason: "Checkride" },
  ]);
  await dismissToasts(own);
  await expectAccessible(own);

  // Deleting asks first; Cancel keeps it.
  await list
    .getByRole("button", {
      name: "Delete time off Mon, Jul 1, 2030, 08:00 – Wed, Jul 3, 2030, 18:00",
    })
    .click();
  const question = own.getByRole("alertdialog", { name: "Delete Time Off" });
  await expect(question).toContainText(
    "Delete the time off Mon, Jul 1, 2030, 08:00 – Wed, Jul 3, 2030, 18:00? This cannot be undone.",
  );
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await list.getByRole("button", { name: /^Delete time off Mon, Jul 1/ }).click();
  await question.getByRole("button", { name: "Delete" }).click();
  await expectToast(own, "Time off deleted successfully");
  await expect(list.getByRole("listitem")).toHaveText([/^Mon, Jun 10, 2030/]);
  expect((await hoursOf(own, testInfo, orville.id)).timeOff).toHaveLength(1);

  // The admin sees the same time off, with its reason, on the member's page.
  await page.goto(`/members/${orville.id}`);
  const theirs = page.getByRole("region", { name: "Availability", exact: true });
  await expect(theirs.getByRole("list", { name: "Upcoming time off" })).toContainText(
    "Mon, Jun 10, 2030, 09:00 – 11:30",
    LOADED,
  );

  // Switched off, the section leaves their Settings.
  const off = await api.put(`/api/members/${orville.id}/instructor`, {
    isInstructor: false,
    instructorRate: null,
    instructorRatings: "",
  });
  expect(off.status).toBe(200);
  await own.reload();
  await expect(own.getByRole("region", { name: "Profile Information" })).toBeVisible(LOADED);
  await expect(own.getByRole("region", { name: "My Availability" })).toHaveCount(0);
  await dismissToasts(own);
  await orville.context.close();
});

test("the booking form marks an instructor unavailable outside the hours just saved in the app", async ({
  page,
  api,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { organization } = await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP" });
  const wilbur = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Wilbur",
    lastName: "Wright",
  });
  await wilbur.context.close();
  const made = await api.put(`/api/members/${wilbur.id}/instructor`, {
    isInstructor: true,
    instructorRate: null,
    instructorRatings: "CFI",
  });
  expect(made.status).toBe(200);
  const DAYS_AHEAD = 3;
  const date = browserDate(DAYS_AHEAD);
  const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    timeZone: "UTC",
  });

  // At noon he teaches (a new instructor's 08:00–18:00): the form has read the instructors.
  await page.goto("/bookings");
  await showDay(page, DAYS_AHEAD, 8);
  const noon = page.getByRole("button", { name: "Book N172SP at 12:00" });
  await noon.click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await expect(dialog.getByLabel("Instructor").locator("option")).toHaveText([
    "No instructor",
    "Wilbur Wright",
  ]);
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toBeHidden();

  // Within the app, his mornings only on that weekday.
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Members", exact: true }).click();
  await page.getByRole("link", { name: "Wilbur Wright" }).click();
  const availability = page.getByRole("region", { name: "Availability", exact: true });
  await availability.getByLabel(`${weekday} range 1 end`).fill("12:00");
  await availability.getByRole("button", { name: "Save Hours" }).click();
  await expectToast(page, "Availability updated successfully");

  await nav.getByRole("link", { name: "Bookings", exact: true }).click();
  await showDay(page, DAYS_AHEAD, 8);
  await noon.click();
  await expect(dialog.getByLabel("Instructor").locator("option")).toHaveText([
    "No instructor",
    "Wilbur Wright — unavailable",
  ]);
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await dismissToasts(page);
});
