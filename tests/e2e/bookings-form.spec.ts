import { formatLeadTime, nextFullHour } from "../../src/shared/bookings/booking-rules";
import { aircraftRow, BROWSER_ZONE, browserDate, grid, showDay } from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

/**
 * The lead-time message's date: the next full hour in the organization's zone (the test
 * organizations' is America/New_York), named.
 */
const LEAD = String.raw`\(\w{3} \d{1,2}, \d{4}, \d{1,2}:00 [AP]M E[SD]T\)`;
/** The calendar's reads of a day. */
const DAY_READS = /\/api\/bookings\?from=/;

test("the booking form's validation messages", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP", model: "172S Skyhawk" });
  await page.goto("/bookings");
  await page.getByRole("button", { name: "Add My Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  // The personal variant, also for an admin.
  await expect(dialog.getByLabel("User")).toHaveCount(0);
  await expect(dialog.getByLabel("Aircraft")).toHaveValue("");
  await expect(dialog.getByRole("status")).toHaveText("Please select an aircraft first");

  // A new booking runs from the next full hour for one hour; earlier times are not offered.
  const min = await dialog.getByLabel("Start Time").getAttribute("min");
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/);
  await expect(dialog.getByLabel("Start Time")).toHaveValue(min ?? "");
  await expect(dialog.getByLabel("End Time")).toHaveAttribute("min", min ?? "");

  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Please select an aircraft", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Please enter a purpose for the booking")).toBeVisible();
  await expect(dialog.getByLabel("Aircraft")).toBeFocused();

  await dialog.getByLabel("Aircraft").selectOption({ label: "N172SP - 172S Skyhawk" });
  await expect(dialog.getByRole("status")).toHaveText("");
  await dialog.getByLabel("Purpose").fill("   ");
  const date = browserDate(2);
  await dialog.getByLabel("Start Time").fill(`${date}T10:00`);
  await dialog.getByLabel("End Time").fill(`${date}T09:00`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Please enter a purpose for the booking")).toBeVisible();
  await expect(dialog.getByText("End time must be after start time")).toBeVisible();

  await dialog.getByLabel("Start Time").fill(`${browserDate(-1)}T10:00`);
  await dialog.getByLabel("End Time").fill(`${browserDate(-1)}T11:00`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(
    dialog.getByText(new RegExp(`^Start time must be at least 1 hour from now ${LEAD}$`)),
  ).toBeVisible();
  await expect(
    dialog.getByText(new RegExp(`^End time must be at least 1 hour from now ${LEAD}$`)),
  ).toBeVisible();

  // Fixed, the messages go and the booking is saved.
  await dialog.getByLabel("Purpose").fill("Maintenance check");
  await dialog.getByLabel("Booking Type").selectOption({ label: "Maintenance" });
  await dialog.getByLabel("Start Time").fill(`${date}T10:00`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Booking created successfully")).toBeVisible();
});

test("the grid's states: loading, no bookable aircraft, a failed read", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N99AR", isArchived: true });
  await createAircraft(api, { registration: "N00BE", bookingEnabled: false });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(DAY_READS, async (route) => {
    await released;
    await route.continue();
  });
  // The first view comes with its day read by the server: the loading state is another day's.
  await page.goto("/bookings");
  await expect(
    page.getByText("No aircraft available. Please add aircraft to your organization first."),
  ).toBeVisible();
  // Clicked again should the first click come before the app took the server's view over.
  await expect(async () => {
    await page.getByRole("button", { name: "+ Day" }).click();
    await expect(page.getByText("Loading bookings...")).toBeVisible({ timeout: 2000 });
  }).toPass();
  release();
  await expect(
    page.getByText("No aircraft available. Please add aircraft to your organization first."),
  ).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);

  await page.unroute(DAY_READS);
  await page.route(DAY_READS, (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "VALIDATION", message: "The range is not valid" } }),
    }),
  );
  await page.getByRole("button", { name: "+ Day" }).click();
  await expect(page.getByText("Error: The range is not valid")).toBeVisible();
  await expect(page.getByText("Failed to fetch bookings")).toBeVisible();
});

test("the search box filters the grid's aircraft; registration tooltips", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, {
    registration: "N172SP",
    manufacturer: "Cessna",
    model: "172S Skyhawk",
    year: 2004,
    hourlyRate: 165.5,
  });
  await createAircraft(api, {
    registration: "N28PA",
    manufacturer: "Piper",
    model: "PA-28 Archer",
    category: "Single Engine",
  });
  await page.goto("/bookings");
  await expect(page.getByRole("rowheader")).toHaveText(["N172SP", "N28PA"]);
  const search = page.getByRole("searchbox", { name: "Search aircraft" });
  await search.fill("piper");
  await expect(page.getByRole("rowheader")).toHaveText(["N28PA"]);
  await search.fill("cessna 172");
  await expect(page.getByRole("rowheader")).toHaveText(["N172SP"]);
  await search.fill("n172");
  await expect(page.getByRole("rowheader")).toHaveText(["N172SP"]);
  await search.fill("Beech");
  await expect(page.getByText("No aircraft found matching your search.")).toBeVisible();
  // The registration is focused the moment the grid is back, before the grid goes over to the
  // whole day and scrolls to its window: that scroll leaves the registration, and its tooltip.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      const registration = document.querySelector<HTMLElement>("table a[data-tooltip]");
      if (!registration) return;
      observer.disconnect();
      registration.focus();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await search.fill("");
  await expect(grid(page).getByRole("link", { name: "N172SP" })).toBeFocused();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toContainText("Model: Cessna 172S Skyhawk");
  await expect(tooltip).toContainText("Year: 2004");
  await expect(tooltip).toContainText("Category: Single Engine");
  await expect(tooltip).toContainText("Rate: $165.50/hr");
  await expect(tooltip).toContainText("Archived: No");
});

test("past hours of today cannot be booked, future ones can", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  await createAircraft(api, { registration: "N172SP" });
  await page.goto("/bookings");
  await showDay(page, -1, 0);
  await expect(aircraftRow(page, "N172SP").getByRole("button")).toHaveCount(0);
  await page.getByRole("button", { name: "+ Day" }).click();
  await page.getByRole("button", { name: "+ Day" }).click();
  await expect(aircraftRow(page, "N172SP").getByRole("button")).toHaveCount(8);
});

test("the form reads the lead time on the organization's clocks, not the browser's", async ({
  page,
  api,
  baseURL,
}) => {
  // The browser in New York (whole hours off UTC), the club in Kolkata (half an hour off).
  expect(test.info().project.use.timezoneId).toBe(BROWSER_ZONE);
  await signInAsNewAdmin(api);
  const zone = await page.request.patch("/api/organizations/current", {
    data: { settings: { timezone: "Asia/Kolkata" } },
    headers: { origin: baseURL ?? "" },
  });
  expect(zone.status()).toBe(200);
  await createAircraft(api, { registration: "N172SP", model: "172S Skyhawk" });
  // Twenty to the hour: the browser's next full hour comes half an hour before Kolkata's.
  const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 40 * 60_000);
  const browsersHour = nextFullHour(now, BROWSER_ZONE);
  const clubsHour = nextFullHour(now, "Asia/Kolkata");
  expect(clubsHour.getTime() - browsersHour.getTime()).toBe(30 * 60_000);

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/bookings")) {
      posts.push(request.url());
    }
  });
  await page.goto("/bookings");
  // Set once the app has taken over the server's first view (its clocks tick), which was
  // rendered at the real time: Kolkata's hours start at half past, so the fixed time may be in
  // another of its hours, and a view taken over at that time would not match.
  await page.getByRole("banner").locator("time").first().waitFor();
  await page.clock.setFixedTime(now);
  await page.getByRole("button", { name: "Add My Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  // The earliest start offered is the club's next full hour, on the club's clock: the form's
  // times are the airfield's.
  const local = (instant: Date) =>
    new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .format(instant)
      .replace(" ", "T");
  await expect(dialog.getByLabel("Start Time")).toHaveAttribute("min", local(clubsHour));
  await dialog.getByLabel("Aircraft").selectOption({ label: "N172SP - 172S Skyhawk" });
  await dialog.getByLabel("Purpose").fill("Zone check");
  await dialog.getByLabel("Start Time").fill(local(browsersHour));
  await dialog.getByLabel("End Time").fill(local(new Date(browsersHour.getTime() + 3_600_000)));
  await dialog.getByRole("button", { name: "Create" }).click();
  // The server's words, with the club's hour and zone, before anything is sent.
  await expect(
    dialog.getByText(
      `Start time must be at least 1 hour from now (${formatLeadTime(clubsHour, "Asia/Kolkata")})`,
      { exact: true },
    ),
  ).toBeVisible();
  expect(formatLeadTime(clubsHour, "Asia/Kolkata")).toMatch(/:00 [AP]M GMT\+5:30$/);
  expect(posts).toEqual([]);
});
