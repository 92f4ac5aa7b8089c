import { expect, signInAsNewAdmin, signInAsNewMember, test } from "./support/fixtures";
import { currentUserId, dismissToasts, expectToast, memberInOwnContext } from "./support/people";

test("the admin finds a member, opens them and removes them; they are back in onboarding", async ({
  page,
  api,
  browser,
}, testInfo) => {
  const { organization } = await signInAsNewAdmin(api);
  const bessie = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Bessie",
    lastName: "Coleman",
  });
  await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Harriet",
    lastName: "Quimby",
  });

  await page.goto("/members");
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("link")).toHaveText([
    "Amelia Earhart",
    "Bessie Coleman",
    "Harriet Quimby",
  ]);
  // Admins see contact details too.
  await expect(table).toContainText(bessie.email);

  const search = page.getByRole("searchbox", { name: "Search members by name" });
  await search.fill("zzz");
  await expect(page.getByText("No members found")).toBeVisible();
  await search.fill("bessie col");
  await expect(table.getByRole("link")).toHaveText(["Bessie Coleman"]);
  await table.getByRole("link", { name: "Bessie Coleman" }).click();

  await expect(page).toHaveURL(new RegExp(`/members/${bessie.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Bessie Coleman" })).toBeVisible();
  const personal = page.getByRole("region", { name: "Personal Information" });
  await expect(personal).toContainText(bessie.email);
  await expect(personal).toContainText("1 Runway Road");
  await expect(page.getByRole("region", { name: "Emergency Contact" })).toContainText(
    "Not provided",
  );
  await expect(page.getByRole("region", { name: "Organization Details" })).toContainText("Member");

  await page.getByRole("button", { name: "Remove Member" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Member" });
  await expect(confirm).toContainText(
    "Are you sure you want to remove this member from the organization?",
  );
  // Cancel keeps them.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Remove Member" }).click();
  await confirm.getByRole("button", { name: "Remove Member" }).click();

  await expectToast(page, "Member removed successfully");
  await expect(page).toHaveURL(/\/members$/);
  await expect(table.getByRole("link")).toHaveText(["Amelia Earhart", "Harriet Quimby"]);

  // Their next visit: back in onboarding, to create or join an organization.
  await bessie.page.goto("/dashboard");
  await expect(bessie.page).toHaveURL(/\/onboarding$/);
  await expect(
    bessie.page.getByRole("button", { name: "Join Existing Organization" }),
  ).toBeVisible();
  await bessie.context.close();
  await dismissToasts(page);
});

test("removal failures: the server's reason, or the network error text", async ({
  page,
  api,
  browser,
}, testInfo) => {
  const { organization } = await signInAsNewAdmin(api);
  const bessie = await memberInOwnContext(browser, testInfo, organization.joinCode, {
    firstName: "Bessie",
    lastName: "Coleman",
  });
  await bessie.context.close();
  // Without live updates: an open page learns of a removal elsewhere and says 'Member not
  // found' itself; here the server's refusal is what is under test.
  await page.route("**/api/events", (route) => route.abort("internetdisconnected"));
  await page.goto(`/members/${bessie.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Bessie Coleman" })).toBeVisible();

  // The connection drops: nothing is known to have happened.
  await page.route("**/api/members/*/remove", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Remove Member" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove Member" }).click();
  await expectToast(page, "An error occurred while removing the member");
  await dismissToasts(page);
  await page.unroute("**/api/members/*/remove");

  // Meanwhile removed elsewhere (another tab): the server refuses with its reason.
  expect((await api.post(`/api/members/${bessie.id}/remove`)).status).toBe(204);
  await page.getByRole("button", { name: "Remove Member" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove Member" }).click();
  await expectToast(page, "Failed to remove member: Member not found");
  await expect(page).toHaveURL(new RegExp(`/members/${bessie.id}$`));
  await dismissToasts(page);
});

test("an admin's own details have no Remove Member", async ({ page, api }) => {
  await signInAsNewAdmin(api);
  const me = await currentUserId(page);
  await page.goto("/members");
  await page.getByRole("link", { name: "Amelia Earhart" }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${me}$`));
  await expect(page.getByRole("region", { name: "Organization Details" })).toContainText(
    "Administrator",
  );
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Member" })).toHaveCount(0);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/members$/);
});

test("'Member not found' for an unknown id and for another club's member", async ({
  page,
  api,
}) => {
  await signInAsNewAdmin(api, "Other Club");
  const stranger = await currentUserId(page);
  await signInAsNewAdmin(api);
  for (const id of ["no-such-member", stranger]) {
    await page.goto(`/members/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Member not found" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Other Club");
  }
  await page.getByRole("link", { name: "Back to Members" }).click();
  await expect(page).toHaveURL(/\/members$/);
});

test("a member sees names and roles only: no links, no contact details, no invitation code", async ({
  page,
  api,
}) => {
  const { organization, email: adminEmail } = await signInAsNewAdmin(api);
  await signInAsNewMember(api, organization.joinCode);
  await page.goto("/members");
  await expect(page.getByRole("row", { name: /Amelia Earhart/ })).toContainText("Administrator");
  await expect(page.getByRole("row", { name: /Bessie Earhart/ })).toContainText("Member");
  await expect(page.getByRole("table").getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(adminEmail);
  await expect(page.getByRole("columnheader", { name: "Email" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Invitation Code" })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search members by name" }).fill("bessie");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);

  // Member details are for admins: the server says no, and so does the page.
  const { members } = await (await page.request.get("/api/members")).json();
  const adminId = members.find((m: { role: string }) => m.role === "admin").id as string;
  await page.goto(`/members/${adminId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  await expect(page.getByText("Only administrators can view member details.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Members" })).toBeVisible();
});
