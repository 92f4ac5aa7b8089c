import {
  aircraftRow,
  browserDate,
  browserInstant,
  joinAs,
  newClient,
  showDay,
} from "./support/bookings";
import { createAircraft, expect, signInAsNewAdmin, test } from "./support/fixtures";

const DAYS_AHEAD = 3;

test("a student books a lesson with an instructor; the instructor shows unavailable where she teaches, and the server refuses her twice", async ({
  page,
  api,
  baseURL,
}) => {
  const admin = await newClient(baseURL ?? "");
  const { organization } = await signInAsNewAdmin(admin);
  await createAircraft(admin, { registration: "N172SP" });
  const warrior = await createAircraft(admin, { registration: "N9876X" });
  // Jane teaches (every day 08:00–18:00, a new instructor's hours); Bob has a lesson with her.
  const jane = await newClient(baseURL ?? "");
  const { id: janeId } = await joinAs(jane, organization.joinCode, "Jane", "Smith");
  const made = await admin.put(`/api/members/${janeId}/instructor`, {
    isInstructor: true,
    instructorRate: null,
    instructorRatings: "CFI",
  });
  expect(made.status).toBe(200);
  const bob = await newClient(baseURL ?? "");
  await joinAs(bob, organization.joinCode, "Bob", "Hoover");
  const date = browserDate(DAYS_AHEAD);
  const lesson = await bob.post("/api/bookings", {
    aircraftId: warrior.id,
    title: "Bob's lesson",
    type: "training",
    start: browserInstant(date, 10).toISOString(),
    end: browserInstant(date, 11).toISOString(),
    instructorId: janeId,
  });
  expect(lesson.status).toBe(201);
  await joinAs(api, organization.joinCode, "Bessie", "Coleman");

  await page.goto("/bookings");
  await showDay(page, DAYS_AHEAD, 8);
  await page.getByRole("button", { name: "Book N172SP at 10:00" }).click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  const instructor = dialog.getByLabel("Instructor");
  await expect(instructor.locator("option")).toHaveText([
    "No instructor",
    "Jane Smith — unavailable",
  ]);
  await expect(instructor.locator("option:checked")).toHaveText("No instructor");
  // At noon she is free.
  await dialog.getByLabel("Start Time").fill(`${date}T12:00`);
  await expect(instructor.locator("option")).toHaveText(["No instructor", "Jane Smith"]);
  // Back at ten, chosen anyway: the server says why not.
  await dialog.getByLabel("Start Time").fill(`${date}T10:00`);
  await instructor.selectOption({ value: janeId });
  await dialog.getByLabel("Booking Type").selectOption({ label: "Training" });
  await dialog.getByLabel("Purpose").fill("Stalls");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(
    dialog.getByText("Instructor Jane Smith is already booked at this time"),
  ).toBeVisible();

  // Out of her hours at seven in the evening the form answers before sending; at noon it books.
  await dialog.getByLabel("Start Time").fill(`${date}T19:00`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(
    dialog.getByText("Instructor Jane Smith is not available at this time"),
  ).toBeVisible();
  await dialog.getByLabel("Start Time").fill(`${date}T12:00`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Booking created successfully")).toBeVisible();
  await expect(aircraftRow(page, "N172SP").getByRole("button", { name: /Stalls/ })).toBeVisible();

  // Maintenance has no instructor.
  await page.getByRole("button", { name: "Book N172SP at 14:00" }).click();
  const next = page.getByRole("dialog", { name: "New Booking" });
  await expect(next.getByLabel("Instructor")).toBeVisible();
  await next.getByLabel("Booking Type").selectOption({ label: "Maintenance" });
  await expect(next.getByLabel("Instructor")).toHaveCount(0);
  await admin.dispose();
  await jane.dispose();
  await bob.dispose();
});

test("a lesson whose instructor was switched off is edited with them kept, and not moved with them", async ({
  page,
  api,
  baseURL,
}) => {
  const admin = await newClient(baseURL ?? "");
  const { organization } = await signInAsNewAdmin(admin);
  const plane = await createAircraft(admin, { registration: "N172SP" });
  const jane = await newClient(baseURL ?? "");
  const { id: janeId } = await joinAs(jane, organization.joinCode, "Jane", "Smith");
  const teach = (isInstructor: boolean) =>
    admin.put(`/api/members/${janeId}/instructor`, {
      isInstructor,
      instructorRate: null,
      instructorRatings: "CFI",
    });
  expect((await teach(true)).status).toBe(200);
  await joinAs(api, organization.joinCode, "Bessie", "Coleman");
  const date = browserDate(DAYS_AHEAD);
  const lesson = await api.post("/api/bookings", {
    aircraftId: plane.id,
    title: "Stalls",
    type: "training",
    start: browserInstant(date, 10).toISOString(),
    end: browserInstant(date, 11).toISOString(),
    instructorId: janeId,
  });
  expect(lesson.status).toBe(201);
  expect((await teach(false)).status).toBe(200);

  await page.goto("/bookings");
  await showDay(page, DAYS_AHEAD, 8);
  await aircraftRow(page, "N172SP")
    .getByRole("button", { name: /Stalls/ })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  const instructor = edit.getByLabel("Instructor");
  await expect(instructor.locator("option:checked")).toHaveText("Jane Smith");
  // Moved with her, it is refused before it is sent.
  await edit.getByLabel("Start Time").fill(`${date}T12:00`);
  await edit.getByLabel("End Time").fill(`${date}T13:00`);
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(
    edit.getByText("The selected instructor is not an instructor of your organization."),
  ).toBeVisible();
  // At its own times it keeps her.
  await edit.getByLabel("Start Time").fill(`${date}T10:00`);
  await edit.getByLabel("End Time").fill(`${date}T11:00`);
  await edit.getByLabel("Notes").fill("Bring the headset");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("Booking updated successfully")).toBeVisible();
  const saved = await page.request.get(`/api/bookings/${lesson.body.booking.id}`);
  expect((await saved.json()).booking).toMatchObject({
    instructor: { id: janeId },
    details: { notes: "Bring the headset" },
  });
});
