import {
  createAircraft,
  expect,
  signInAsNewAdmin,
  signInAsNewMember,
  test,
} from "./support/fixtures";

/**
 * Another club with an aircraft, then a club with a flying and an archived aircraft, and a
 * member of it, signed in.
 */
async function memberOfAClub(api: Parameters<typeof signInAsNewAdmin>[0]) {
  await signInAsNewAdmin(api, "Other Club");
  const foreign = await createAircraft(api, { registration: "G-OTHR" });
  const { organization } = await signInAsNewAdmin(api);
  const flying = await createAircraft(api, {
    registration: "N172SP",
    manufacturer: "Cessna",
    model: "172S Skyhawk",
    hourlyRate: 165.5,
  });
  const archived = await createAircraft(api, { registration: "N99AR", isArchived: true });
  await signInAsNewMember(api, organization.joinCode);
  return { foreign, flying, archived };
}

test("a member browses the fleet: no admin buttons, no archived aircraft", async ({
  page,
  api,
}) => {
  const { flying } = await memberOfAClub(api);
  await page.goto("/aircrafts");
  await expect(page.getByRole("heading", { level: 1, name: "Aircraft" })).toBeVisible();
  await expect(page.getByRole("table").getByRole("link")).toHaveText(["N172SP"]);
  await expect(page.getByRole("button", { name: "Add Aircraft" })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search aircraft" }).fill("N99");
  await expect(page.getByText("No aircraft found matching your search.")).toBeVisible();

  await page.goto(`/aircrafts/${flying.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "N172SP" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Current Status" })).toContainText(
    "Ready for booking",
  );
  await expect(page.getByRole("button", { name: "Edit Aircraft" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Archive Aircraft" })).toHaveCount(0);
});

test("a member gets 'Aircraft not found' for an archived aircraft and another club's", async ({
  page,
  api,
}) => {
  const { foreign, archived } = await memberOfAClub(api);
  for (const aircraft of [archived, foreign]) {
    await page.goto(`/aircrafts/${aircraft.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Aircraft not found" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(aircraft.registration);
    await expect(page.getByRole("link", { name: "Back to Aircraft" })).toBeVisible();
  }
});

test("a member's dashboard has no Aircraft Summary and no Alerts", async ({ page, api }) => {
  await memberOfAClub(api);
  let fleetRead = false;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/aircraft") fleetRead = true;
  });
  await page.goto("/dashboard");
  await expect(
    page.getByText("You are logged in as a Member of Bay Area Flying Club"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Aircraft Summary" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Alerts" })).toHaveCount(0);
  await expect(page.getByText("Total Aircraft")).toHaveCount(0);
  expect(fleetRead).toBe(false);
});
