/**
 * A sign-in link lasts only as long as its issuer is an admin of the member's organization:
 * removed, demoted or gone, the issuer's links stop working, and so does a removed member's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminOfNewOrganization,
  memberOf,
  PASSWORD,
} from "../../../tests/server/support/factories";
import { type ApiClient, startTestApp, type TestApp } from "../../../tests/server/support/test-app";
import { signInLinkMessages } from "../../shared/auth/sign-in-link";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

const CHOSEN = "chosen through the link";

const uidOf = async (client: ApiClient) => (await client.get("/api/me")).body.user.uid as string;

/** A club with two admins (the second promoted as a role change would) and a member. */
async function club() {
  const { client: owner, organization } = await adminOfNewOrganization(test);
  const issuer = await memberOf(test, organization.joinCode);
  const issuerId = await uidOf(issuer);
  await test.database.pool.query("update user_profiles set role = 'admin' where user_id = $1", [
    issuerId,
  ]);
  // A member without a password, as one who came with an imported organization.
  const memberId = await uidOf(await memberOf(test, organization.joinCode));
  await test.database.pool.query("delete from auth_accounts where user_id = $1", [memberId]);
  return { owner, issuer, issuerId, memberId };
}

async function linkFor(admin: ApiClient, memberId: string): Promise<string> {
  const created = await admin.post(`/api/members/${memberId}/sign-in-link`);
  expect(created.status).toBe(201);
  return created.body.link.url.split("#")[1];
}

const openLink = (token: string) =>
  test.client().post("/api/auth/sign-in-link", { token, password: CHOSEN });

async function expectRefused(token: string, memberId: string) {
  const used = await openLink(token);
  expect(used.status).toBe(400);
  expect(used.body.error.message).toBe(signInLinkMessages.invalid);
  const { rows } = await test.database.pool.query(
    "select count(*)::int as n from auth_accounts where user_id = $1",
    [memberId],
  );
  expect(rows[0].n).toBe(0);
}

const linksOf = async (column: "user_id" | "created_by_user_id", userId: string) =>
  (
    await test.database.pool.query(
      `select count(*)::int as n from sign_in_links where ${column} = $1`,
      [userId],
    )
  ).rows[0].n;

describe("sign-in links and their issuer's rights", () => {
  it("work while the issuer is an admin of the member's organization", async () => {
    const { issuer, memberId } = await club();
    const used = await openLink(await linkFor(issuer, memberId));
    expect(used.status).toBe(200);
    expect(used.body.user.uid).toBe(memberId);
  });

  it("stop when the issuer is removed from the organization", async () => {
    const { owner, issuer, issuerId, memberId } = await club();
    const token = await linkFor(issuer, memberId);
    expect((await owner.post(`/api/members/${issuerId}/remove`)).status).toBe(204);
    await expectRefused(token, memberId);
    expect(await linksOf("created_by_user_id", issuerId)).toBe(0);
  });

  it("stop when the issuer deletes their account", async () => {
    const { issuer, issuerId, memberId } = await club();
    const token = await linkFor(issuer, memberId);
    expect((await issuer.post("/api/me/delete", { password: PASSWORD })).status).toBe(204);
    await expectRefused(token, memberId);
    expect(await linksOf("created_by_user_id", issuerId)).toBe(0);
  });

  it("stop when the issuer is no longer an admin", async () => {
    const { issuer, issuerId, memberId } = await club();
    const token = await linkFor(issuer, memberId);
    await test.database.pool.query("update user_profiles set role = 'member' where user_id = $1", [
      issuerId,
    ]);
    await expectRefused(token, memberId);
    expect(await linksOf("created_by_user_id", issuerId)).toBe(0);
  });

  it("stop when the member is removed", async () => {
    const { owner, issuer, memberId } = await club();
    const token = await linkFor(issuer, memberId);
    expect((await owner.post(`/api/members/${memberId}/remove`)).status).toBe(204);
    await expectRefused(token, memberId);
    expect(await linksOf("user_id", memberId)).toBe(0);
  });

  it("are refused at use when their issuer is not an admin of the member's organization", async () => {
    // A link written by a path that went around the revocation (or kept from before it).
    const { issuer, issuerId, memberId } = await club();
    const token = await linkFor(issuer, memberId);
    await test.database.pool.query(
      "alter table user_profiles disable trigger user_profiles_revoke_sign_in_links",
    );
    try {
      await test.database.pool.query(
        "update user_profiles set role = 'member' where user_id = $1",
        [issuerId],
      );
    } finally {
      await test.database.pool.query(
        "alter table user_profiles enable trigger user_profiles_revoke_sign_in_links",
      );
    }
    expect(await linksOf("created_by_user_id", issuerId)).toBe(1);
    await expectRefused(token, memberId);
  });
});
