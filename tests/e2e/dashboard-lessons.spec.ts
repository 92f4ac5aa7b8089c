import { browserDate, browserInstant, joinAs, newClient, showDay } from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

type Client = Awaited<ReturnType<typeof newClient>>;

/** A lesson booked by `pilot` with the instructor, `from`–`to` on the browser's clock. */
async function bookLesson(
  pilot: Pick<Client, "post">,
  lesson: { aircraftId: string; instructorId: string; days: number; from: number; to: number },
  title: string,
) {
  const date = browserDate(lesson.days);
  const response = await pilot.post("/api/bookings", {
    aircraftId: lesson.aircraftId,
    title,
    type: "training",
    start: browserInstant(date, lesson.from).toISOString(),
    end: browserInstant(date, lesson.to).toISOString(),
    instructorId: lesson.instructorId,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.booking.id as string;
}

/** A club with an aircraft, an admin client and Jane Smith as its instructor (signed in as `jane`). */
async function clubWithInstructor(baseURL: string, jane: Pick<Client, "post" | "put">) {
  const admin = await newClient(baseURL);
  const { organization } = await signInAsNewAdmin(admin);
  const aircraft = await createAircraft(admin, { registration: "N172SP" });
  const { id: janeId } = await joinAs(jane, organization.joinCode, "Jane", "Smith");
  const made = await admin.put(`/api/members/${janeId}/instructor`, {
    isInstructor: true,
    instructorRate: null,
    instructorRatings: "CFI",
  });
  expect(made.status).toBe(200);
  return { admin, organization, aircraft, janeId };
}

test("an instructor's dashboard lists the lessons she teaches with each pilot, live, and she cancels one from it", async ({
  page,
  api,
  baseURL,
}) => {
  const { admin, organization, aircraft, janeId } = await clubWithInstructor(baseURL ?? "", api);
  const bob = await newClient(baseURL ?? "");
  await joinAs(bob, organization.joinCode, "Bob", "Hoover");
  const lesson = { aircraftId: aircraft.id, instructorId: janeId, from: 10, to: 11 };

  await page.goto("/dashboard");
  const lessons = page.getByRole("region", { name: "Your Lessons" });
  await expect(lessons.getByText("No upcoming lessons")).toBeVisible();

  // Booked while she looks: the list follows without a reload, soonest first.
  await bookLesson(bob, { ...lesson, days: 4 }, "Spins");
  await bookLesson(bob, { ...lesson, days: 3 }, "Stalls");
  await expect(lessons.getByRole("listitem")).toHaveCount(2);
  await expect(lessons.getByRole("listitem").first()).toContainText("Bob Hoover — Stalls");
  await expect(lessons.getByRole("listitem").first()).toContainText("N172SP");
  await expect(lessons.getByRole("listitem").last()).toContainText("Bob Hoover — Spins");

  // Hers to cancel, not to edit.
  await lessons.getByRole("button", { name: /Bob Hoover — Stalls/ }).click();
  const details = page.getByRole("dialog", { name: "Bob Hoover — Stalls" });
  await expect(details.getByRole("button", { name: "Cancel Booking" })).toBeVisible();
  await expect(details.getByRole("button", { name: "Edit Booking" })).toHaveCount(0);
  await details.getByRole("button", { name: "Cancel Booking" }).click();
  await page
    .getByRole("alertdialog", { name: "Cancel Booking" })
    .getByRole("button", { name: "Cancel Booking" })
    .click();
  await expect(page.getByText("Booking cancelled successfully")).toBeVisible();
  await expect(details).toBeHidden();
  await expect(lessons.getByRole("listitem")).toHaveCount(1);
  await expect(lessons.getByRole("listitem")).toContainText("Bob Hoover — Spins");
  await admin.dispose();
  await bob.dispose();
});

test("on the calendar a click on a lesson she teaches opens its details, with 'Cancel Booking'", async ({
  page,
  api,
  baseURL,
}) => {
  const { admin, organization, aircraft, janeId } = await clubWithInstructor(baseURL ?? "", api);
  const bob = await newClient(baseURL ?? "");
  await joinAs(bob, organization.joinCode, "Bob", "Hoover");
  await bookLesson(
    bob,
    { aircraftId: aircraft.id, instructorId: janeId, days: 4, from: 10, to: 11 },
    "Spins",
  );

  await page.goto("/bookings");
  await showDay(page, 4, 8);
  await page.getByRole("button", { name: "Bob Hoover — Spins" }).click();
  const details = page.getByRole("dialog", { name: "Bob Hoover — Spins" });
  await expect(details.getByRole("button", { name: "Edit Booking" })).toHaveCount(0);
  await details.getByRole("button", { name: "Cancel Booking" }).click();
  await page
    .getByRole("alertdialog", { name: "Cancel Booking" })
    .getByRole("button", { name: "Cancel Booking" })
    .click();
  await expect(details).toBeHidden();
  await expect(page.getByRole("button", { name: "Bob Hoover — Spins" })).toHaveCount(0);
  await admin.dispose();
  await bob.dispose();
});

test("a student's upcoming bookings name the instructor, and a student has no lessons panel", async ({
  page,
  api,
  baseURL,
}) => {
  const jane = await newClient(baseURL ?? "");
  const { admin, organization, aircraft, janeId } = await clubWithInstructor(baseURL ?? "", jane);
  await joinAs(api, organization.joinCode, "Bessie", "Coleman");
  const lesson = { aircraftId: aircraft.id, instructorId: janeId, days: 2, from: 9, to: 10 };
  await bookLesson(api, lesson, "Circuits");

  await page.goto("/dashboard");
  const upcoming = page.getByRole("region", { name: "Your Upcoming Bookings" });
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await expect(upcoming.getByRole("listitem")).toContainText("N172SP — Circuits");
  await expect(upcoming.getByRole("listitem")).toContainText("Instructor: Jane Smith");
  await expect(page.getByRole("region", { name: "Your Lessons" })).toHaveCount(0);
  await admin.dispose();
  await jane.dispose();
});

test("an admin's statistics show the hours per instructor", async ({ page, api, baseURL }) => {
  const { organization } = await signInAsNewAdmin(api);
  const aircraft = await createAircraft(api, { registration: "N172SP" });
  const jane = await newClient(baseURL ?? "");
  const { id: janeId } = await joinAs(jane, organization.joinCode, "Jane", "Smith");
  const made = await api.put(`/api/members/${janeId}/instructor`, {
    isInstructor: true,
    instructorRate: null,
    instructorRatings: "",
  });
  expect(made.status).toBe(200);
  const bob = await newClient(baseURL ?? "");
  await joinAs(bob, organization.joinCode, "Bob", "Hoover");
  const lesson = { aircraftId: aircraft.id, instructorId: janeId, days: 2 };
  await bookLesson(bob, { ...lesson, from: 9, to: 11 }, "Stalls");
  await bookLesson(bob, { ...lesson, days: 3, from: 14, to: 15 }, "Spins");

  await page.goto("/bookings");
  await page.getByRole("button", { name: "Statistics" }).click();
  const section = page.getByRole("region", { name: "Statistics" });
  await section.getByLabel("To").fill(browserDate(7));
  await expect(section.getByRole("definition")).toHaveText(["2", "3"]);
  const perInstructor = section.getByRole("table", { name: "Hours per instructor" });
  await expect(perInstructor.getByRole("row")).toHaveText([
    "InstructorHoursBookings",
    "Jane Smith32",
  ]);
  // From the day of the second lesson: one hour of one lesson.
  await section.getByLabel("From").fill(browserDate(3));
  await expect(perInstructor.getByRole("row")).toHaveText([
    "InstructorHoursBookings",
    "Jane Smith11",
  ]);
  await jane.dispose();
  await bob.dispose();
});
