import type { Locator } from "@playwright/test";
import { expect, signInAsNewAdmin, signInAsNewMember, test } from "./support/fixtures";
import { memberInOwnContext } from "./support/people";

const step = (panel: Locator, name: string) =>
  panel.getByRole("listitem").filter({ hasText: name });

test("a new club's admin is guided: each step ticks when done and 'Get started' goes when all are", async ({
  page,
  api,
  browser,
}, testInfo) => {
  // A whole first run, page after page: longer than one screen's test.
  test.setTimeout(180_000);
  const { organization } = await signInAsNewAdmin(api);
  await page.goto("/dashboard");
  const panel = page.getByRole("region", { name: "Get started" });
  await expect(panel.getByRole("listitem")).toHaveText([
    /^Add an aircraft \(To do\)/,
    /^Check time zone and currency \(To do\)/,
    /^Invite members \(To do\)/,
  ]);
  await expect(step(panel, "Check time zone and currency")).toContainText(
    "Times show in America/New_York and amounts in USD",
  );

  // An aircraft: the step's link leads to the empty fleet, which offers the first one.
  await panel.getByRole("link", { name: "Add the first aircraft" }).click();
  await expect(page.getByText("No aircraft found.")).toBeVisible();
  await page.getByRole("button", { name: "Add your first aircraft" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Aircraft" });
  await expect(dialog.getByLabel("Registration")).toBeFocused();
  await dialog.getByLabel("Registration").fill("N172SP");
  await dialog.getByLabel("Manufacturer").fill("Cessna");
  await dialog.getByLabel("Model").fill("172S Skyhawk");
  await dialog.getByRole("button", { name: "Add Aircraft" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/dashboard");
  await expect(step(panel, "Add an aircraft")).toContainText("(Done)");
  await expect(panel.getByRole("link", { name: "Add the first aircraft" })).toHaveCount(0);

  // Time zone and currency: saving the organization's settings, even unchanged, confirms them.
  await panel.getByRole("link", { name: "Review zone and currency" }).click();
  const section = page.getByRole("region", { name: "Organization Information" });
  await section.getByRole("button", { name: "Edit" }).click();
  await section.getByRole("button", { name: "Save Changes" }).click();
  await expect(section.getByRole("button", { name: "Edit" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(step(panel, "Check time zone and currency")).toContainText("(Done)");
  await expect(step(panel, "Invite members")).toContainText("(To do)");

  // The admin alone is not a club yet: the member list offers the invitation.
  await panel.getByRole("link", { name: "Share the invitation code" }).click();
  await expect(page.getByText("You are the only member so far")).toBeVisible();
  await page.getByRole("button", { name: "Invite Members" }).click();
  const invitation = page.getByRole("dialog", { name: "Invitation Code" });
  await expect(invitation.locator("code")).toHaveText(organization.joinCode);
  await invitation.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("button", { name: "Invite Members" })).toBeFocused();

  // Someone joins: the last step is done, and the panel is gone.
  const member = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Bessie",
    lastName: "Coleman",
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Organization Overview" })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await member.context.close();
});

test("members never see 'Get started'; empty bookings lists say what to do next", async ({
  page,
  api,
}) => {
  const { organization } = await signInAsNewAdmin(api);
  await signInAsNewMember(api, organization.joinCode);
  await page.goto("/dashboard");
  const upcoming = page.getByRole("region", { name: "Your Upcoming Bookings" });
  await expect(upcoming).toContainText("No upcoming bookings");
  await expect(upcoming).toContainText("Book an aircraft with 'New Booking'");
  await expect(page.getByRole("region", { name: "Get started" })).toHaveCount(0);
  await upcoming.getByRole("link", { name: "Open the calendar" }).click();
  await expect(page).toHaveURL(/\/bookings$/);
});
