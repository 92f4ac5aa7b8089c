import type { Page } from "@playwright/test";
import {
  aircraftRow,
  browserDate,
  browserInstant,
  joinAs,
  newClient,
  showDay,
} from "./support/bookings";
import {
  createAircraft,
  expect,
  expectAccessible,
  signInAsNewAdmin,
  test,
} from "./support/fixtures";

const DAYS_AHEAD = 3;

/** The instructors' day grid, found by its caption. */
const instructorsGrid = (page: Page) =>
  page.getByRole("table", { name: /^Instructor availability on/ });

const instructorRow = (page: Page, name: string) =>
  instructorsGrid(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) });

test("a student books a lesson from the instructors view: shaded hours say 'Unavailable' and book nothing, a free hour books the instructor, and the lesson shows in both views", async ({
  page,
  baseURL,
  api,
}) => {
  // Two views, a reload and a change heard live: longer than most.
  test.setTimeout(120_000);
  const admin = await newClient(baseURL ?? "");
  const { organization } = await signInAsNewAdmin(admin);
  const plane = await createAircraft(admin, { registration: "N172SP" });
  // Jane teaches every day 08:00–18:00 (a new instructor's hours), and is away 11:00–12:00.
  const jane = await newClient(baseURL ?? "");
  const { id: janeId } = await joinAs(jane, organization.joinCode, "Jane", "Smith");
  const made = await admin.put(`/api/members/${janeId}/instructor`, {
    isInstructor: true,
    instructorRate: null,
    instructorRatings: "CFI, CFII",
  });
  expect(made.status).toBe(200);
  const date = browserDate(DAYS_AHEAD);
  const away = await admin.post(`/api/instructors/${janeId}/time-off`, {
    start: browserInstant(date, 11).toISOString(),
    end: browserInstant(date, 12).toISOString(),
    reason: "Checkride",
  });
  expect(away.status).toBe(201);
  await joinAs(api, organization.joinCode, "Bessie", "Coleman");

  await page.goto("/bookings");
  await showDay(page, DAYS_AHEAD, 6);
  await page.getByRole("button", { name: "Instructors", exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=instructors/);
  await expect(instructorsGrid(page)).toBeVisible();
  // The same day and window: 06:00 first.
  await expect(instructorsGrid(page).getByRole("columnheader").nth(1)).toHaveText("06:00");
  const row = instructorRow(page, "Jane Smith");
  await expect(row.getByRole("rowheader")).toContainText("CFI, CFII");

  // Before her hours, and in her time off: shaded, nothing to book, 'Unavailable' on hover.
  await expect(row.getByRole("button", { name: "Book Jane Smith at 07:00" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Book Jane Smith at 11:00" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Book Jane Smith at 10:00" })).toBeVisible();
  const shaded = row.getByRole("img", { name: "Unavailable" });
  await expect(shaded).toHaveCount(2);
  // Her time off, 11:00–12:00 (the stretch before 08:00 reaches out of the window).
  await shaded.nth(1).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Unavailable");
  await shaded.nth(1).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Checkride")).toHaveCount(0);
  await expectAccessible(page);

  // A free hour: the booking form with Jane chosen and no aircraft yet.
  await row.getByRole("button", { name: "Book Jane Smith at 09:00" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await expect(dialog.getByLabel("Instructor")).toHaveValue(janeId);
  await expect(dialog.getByLabel("Aircraft")).toHaveValue("");
  await expect(dialog.getByLabel("Start Time")).toHaveValue(`${date}T09:00`);
  await expect(dialog.getByLabel("End Time")).toHaveValue(`${date}T10:00`);
  await dialog.getByLabel("Aircraft").selectOption(plane.id);
  await dialog.getByLabel("Booking Type").selectOption({ label: "Training" });
  await dialog.getByLabel("Purpose").fill("Stalls");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Booking created successfully")).toBeVisible();

  // In her row, naming her; its tooltip too.
  const lesson = row.getByRole("button", { name: /Stalls/ });
  await expect(lesson).toContainText("09:00–10:00 · Training · Jane Smith");
  await lesson.hover();
  await expect(page.getByRole("tooltip")).toContainText("Instructor: Jane Smith");
  await expect(row.getByRole("button", { name: "Book Jane Smith at 09:00" })).toHaveCount(0);

  // And in the aircraft's row.
  await page.getByRole("button", { name: "Aircraft", exact: true }).click();
  await expect(page).not.toHaveURL(/view=instructors/);
  await expect(aircraftRow(page, "N172SP").getByRole("button", { name: /Stalls/ })).toContainText(
    "Jane Smith",
  );

  // The address keeps the view; a change of her hours reaches the open calendar.
  await page.goto("/bookings?view=instructors");
  await expect(instructorsGrid(page)).toBeVisible();
  await showInstructorsDay(page, DAYS_AHEAD, 6);
  await expect(row.getByRole("button", { name: "Book Jane Smith at 12:00" })).toBeVisible();
  const hours = await admin.put(`/api/instructors/${janeId}/availability/hours`, {
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "08:00", end: "12:00" })),
  });
  expect(hours.status).toBe(200);
  await expect(row.getByRole("button", { name: "Book Jane Smith at 12:00" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Book Jane Smith at 10:00" })).toBeVisible();

  await admin.dispose();
  await jane.dispose();
});

/** `showDay` for the instructors' grid. */
async function showInstructorsDay(page: Page, days: number, startHour: number) {
  for (let i = 0; i < days; i++) await page.getByRole("button", { name: "+ Day" }).click();
  const previous = page.getByRole("button", { name: "Previous hour" });
  while (await previous.isEnabled()) await previous.click();
  for (let i = 0; i < startHour; i++) await page.getByRole("button", { name: "Next hour" }).click();
  await expect(instructorsGrid(page).getByRole("columnheader").nth(1)).toHaveText("06:00");
}
