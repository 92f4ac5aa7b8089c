import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";
import { dismissToasts, expectToast, memberInOwnContext } from "./support/people";

test("an admin makes a member an instructor with rate and ratings; everyone sees the badge", async ({
  page,
  api,
  browser,
}, testInfo) => {
  const { organization } = await signInAsNewAdmin(api);
  const wilbur = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Wilbur",
    lastName: "Wright",
  });

  await page.goto(`/members/${wilbur.id}`);
  const panel = page.getByRole("region", { name: "Instructor" });
  const instructor = panel.getByRole("switch", { name: "Instructor" });
  const rate = panel.getByLabel("Instructor Rate");
  const ratings = panel.getByLabel("Ratings");
  await expect(instructor).not.toBeChecked();
  await expect(rate).toHaveCount(0);

  await instructor.check();
  await expect(panel).toContainText("Per hour, in dollars");
  await expect(ratings).toHaveAttribute("placeholder", "CFI, CFII");
  await rate.fill("65.505");
  await ratings.fill("CFI, CFII");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel).toContainText("Instructor rate can have at most two decimals");
  await rate.fill("65.50");
  await panel.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Member updated successfully");
  const header = page.getByRole("heading", { level: 1, name: "Wilbur Wright" }).locator("..");
  await expect(header).toContainText("Instructor");

  await page.reload();
  await expect(instructor).toBeChecked();
  await expect(rate).toHaveValue("65.5");
  await expect(ratings).toHaveValue("CFI, CFII");

  await page.goto("/members");
  await expect(page.getByRole("row", { name: /Wilbur Wright/ })).toContainText("Instructor");
  // Instructors are the club's staff: a member sees the badge too.
  await wilbur.page.goto("/members");
  await expect(wilbur.page.getByRole("row", { name: /Wilbur Wright/ })).toContainText("Instructor");
  await expect(wilbur.page.getByRole("row", { name: /Amelia Earhart/ })).not.toContainText(
    "Instructor",
  );
  await wilbur.context.close();

  // Without lessons ahead, switching off asks nothing.
  await page.goto(`/members/${wilbur.id}`);
  await instructor.uncheck();
  await expect(rate).toHaveCount(0);
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(header).not.toContainText("Instructor");
  await page.goto("/members");
  await expect(page.getByRole("row", { name: /Wilbur Wright/ })).not.toContainText("Instructor");
  await dismissToasts(page);
});

test("switching off an instructor with upcoming lessons says how many stay booked", async ({
  page,
  api,
  browser,
}, testInfo) => {
  const { organization } = await signInAsNewAdmin(api);
  const orville = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Orville",
    lastName: "Wright",
  });
  await orville.context.close();
  const made = await api.put(`/api/members/${orville.id}/instructor`, {
    isInstructor: true,
    instructorRate: 70,
    instructorRatings: "CFI",
  });
  expect(made.status).toBe(200);
  // No route puts an instructor on a booking yet: the member's page is told of two lessons, as
  // the server counts them once lessons can be booked (the API test counts real ones).
  await page.route(`**/api/members/${orville.id}`, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { member: { ...body.member, upcomingLessons: 2 } } });
  });

  await page.goto(`/members/${orville.id}`);
  const panel = page.getByRole("region", { name: "Instructor" });
  const instructor = panel.getByRole("switch", { name: "Instructor" });
  await expect(instructor).toBeChecked();
  await instructor.uncheck();
  await panel.getByRole("button", { name: "Save" }).click();
  const question = page.getByRole("alertdialog", {
    name: "This instructor has 2 upcoming lessons",
  });
  await expect(question).toContainText("They stay booked until changed.");
  // Cancel keeps them an instructor; nothing is saved.
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(instructor).toBeChecked();

  await instructor.uncheck();
  await panel.getByRole("button", { name: "Save" }).click();
  await question.getByRole("button", { name: "Switch Off" }).click();
  await expectToast(page, "Member updated successfully");
  await expect(question).toBeHidden();
  await expect(instructor).not.toBeChecked();
  await expect(
    page.getByRole("heading", { level: 1, name: "Orville Wright" }).locator(".."),
  ).not.toContainText("Instructor");
  await dismissToasts(page);
});

test("removing an instructor says their lessons ahead stay booked, and they do", async ({
  page,
  api,
  browser,
}, testInfo) => {
  const { organization } = await signInAsNewAdmin(api);
  const katherine = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Katherine",
    lastName: "Stinson",
  });
  await katherine.context.close();
  expect(
    (
      await api.put(`/api/members/${katherine.id}/instructor`, {
        isInstructor: true,
        instructorRate: null,
        instructorRatings: "CFI",
      })
    ).status,
  ).toBe(200);
  const allWeek = Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    start: "00:00",
    end: "24:00",
  }));
  expect(
    (await api.put(`/api/instructors/${katherine.id}/availability/hours`, { hours: allWeek }))
      .status,
  ).toBe(200);
  const plane = await createAircraft(api);
  const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  start.setUTCMinutes(0, 0, 0);
  const lesson = await api.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Spins",
    type: "training",
    instructorId: katherine.id,
    start: start.toISOString(),
    end: new Date(start.getTime() + 60 * 60 * 1000).toISOString(),
  });
  expect(lesson.status).toBe(201);

  await page.goto(`/members/${katherine.id}`);
  await page.getByRole("button", { name: "Remove Member" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Member" });
  await expect(confirm).toContainText("This instructor has 1 upcoming lesson.");
  await expect(confirm).toContainText("They stay booked until changed.");
  await confirm.getByRole("button", { name: "Remove Member" }).click();
  await expectToast(page, "Member removed successfully");
  await expect(page).toHaveURL(/\/members$/);
  const kept = await page.request.get(`/api/bookings/${lesson.body.booking.id}`);
  expect((await kept.json()).booking).toMatchObject({
    status: "active",
    instructor: { id: katherine.id },
  });
  await dismissToasts(page);
});
