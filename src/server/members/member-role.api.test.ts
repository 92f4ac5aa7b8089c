import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOfNewOrganization, memberOf } from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { memberMessages } from "../../shared/members/member.constants";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

const uid = async (client: ApiClient) => (await client.get("/api/me")).body.user.uid as string;
const setRole = (client: ApiClient, id: string, role: string) =>
  client.post(`/api/members/${id}/role`, { role });
const roles = async (orgId: string) =>
  (
    await test.database.pool.query(
      "select user_id, role from user_profiles where org_id = $1 order by user_id",
      [orgId],
    )
  ).rows as { user_id: string; role: string }[];
const adminCount = async (orgId: string) =>
  (await roles(orgId)).filter((row) => row.role === "admin").length;

/** A club of an admin and a member, each signed in. */
async function club(name: string) {
  const created = await adminOfNewOrganization(test, { name });
  const member = await memberOf(test, created.organization.joinCode);
  return {
    orgId: created.organization.id,
    admin: created.client,
    adminId: await uid(created.client),
    member,
    memberId: await uid(member),
  };
}

describe("changing a member's role", () => {
  it("makes a member an administrator and back, from their next request on", async () => {
    const { admin, adminId, member, memberId } = await club("Role Club");
    // The member's session is checked and kept with its role before the change.
    expect((await member.get(`/api/members/${adminId}`)).status).toBe(403);

    const promoted = await setRole(admin, memberId, "admin");
    expect(promoted.status).toBe(200);
    expect(promoted.body.member).toMatchObject({ id: memberId, role: "admin" });
    expect((await member.get("/api/me")).body.user.role).toBe("admin");
    expect((await member.get(`/api/members/${adminId}`)).status).toBe(200);
    expect((await member.get("/api/organizations/current")).body.organization.joinCode).toEqual(
      expect.any(String),
    );

    const demoted = await setRole(admin, memberId, "member");
    expect(demoted.status).toBe(200);
    expect(demoted.body.member).toMatchObject({ id: memberId, role: "member" });
    expect((await member.get(`/api/members/${adminId}`)).status).toBe(403);
    expect((await member.get("/api/me")).body.user.role).toBe("member");
  });

  it("never makes the last administrator a member; one of two may step down", async () => {
    const { orgId, admin, adminId, member, memberId } = await club("Last Admin Club");
    const before = await roles(orgId);
    const refused = await setRole(admin, adminId, "member");
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(memberMessages.needsAdmin);
    expect(await roles(orgId)).toEqual(before);

    expect((await setRole(admin, memberId, "admin")).status).toBe(200);
    const steppedDown = await setRole(admin, adminId, "member");
    expect(steppedDown.status).toBe(200);
    expect(steppedDown.body.member).toMatchObject({ id: adminId, role: "member" });
    // Their very next request is a member's.
    expect((await setRole(admin, memberId, "member")).status).toBe(403);
    const last = await setRole(member, memberId, "member");
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe(memberMessages.needsAdmin);
    expect(await adminCount(orgId)).toBe(1);
  });

  it("refuses members, other organizations, unknown people and unknown roles; nothing changes", async () => {
    const { orgId, admin, adminId, member, memberId } = await club("Guarded Club");
    const other = await club("Foreign Club");
    const before = await roles(orgId);
    expect((await setRole(member, memberId, "admin")).status).toBe(403);
    expect((await setRole(member, adminId, "member")).status).toBe(403);
    const foreign = await setRole(other.admin, memberId, "admin");
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(memberMessages.notFound);
    expect((await setRole(admin, other.memberId, "admin")).status).toBe(404);
    expect((await setRole(admin, "unknown-user-id-123", "admin")).status).toBe(404);
    expect((await setRole(admin, memberId, "owner")).status).toBe(400);
    expect((await admin.post(`/api/members/${memberId}/role`, {})).status).toBe(400);
    expect(await roles(orgId)).toEqual(before);
    expect((await roles(other.orgId)).find((row) => row.user_id === other.memberId)?.role).toBe(
      "member",
    );
  });

  it("keeps one administrator when two demote each other, or themselves, at the same moment", async () => {
    const { orgId, admin, adminId, member, memberId } = await club("Race Club");
    const clients = new Map([
      [adminId, admin],
      [memberId, member],
    ]);
    let remaining = adminId;
    for (let round = 0; round < 30; round++) {
      const other = remaining === adminId ? memberId : adminId;
      expect((await setRole(clients.get(remaining) as ApiClient, other, "admin")).status).toBe(200);
      // Even rounds: each demotes the other; odd rounds: each demotes themselves.
      const each = round % 2 === 0;
      const results = await Promise.all([
        setRole(admin, each ? memberId : adminId, "member"),
        setRole(member, each ? adminId : memberId, "member"),
      ]);
      const statuses = results.map((result) => result.status).sort();
      // The loser either is no longer an admin (403) or would have been the last one (409).
      expect(statuses).toEqual(each ? [200, 403] : [200, 409]);
      const admins = (await roles(orgId)).filter((row) => row.role === "admin");
      expect(admins).toHaveLength(1);
      remaining = (admins[0] as { user_id: string }).user_id;
    }
  });
});
