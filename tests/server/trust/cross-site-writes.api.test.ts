/**
 * Every write route as another site would send it: from another origin by any spelling of its
 * path the router may decode or refuse (percent-encoded, in other cases, extra slashes), and in
 * the types a form or a `no-cors` fetch may send; none of it changes anything at all. On an
 * installation of its own, so that no other suite's throttles or data stand in its way.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ApiResponse, startTestApp, type TestApp } from "../support/test-app";
import { type MatrixRow, matrix } from "./permissions-matrix";
import { type ActorName, buildWorld, type World } from "./permissions-world";

let test: TestApp;
let world: World;
beforeAll(async () => {
  test = await startTestApp();
  world = await buildWorld(test);
}, 120_000);
afterAll(async () => {
  await test.close();
});

/** Every table of the installation, row by row: a refused write changes none, not a counter. */
async function everything(app: TestApp = test): Promise<string> {
  const { pool } = app.database;
  const { rows: tables } = await pool.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = current_schema() order by 1",
  );
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["aircraft", "auth_sessions"]));
  const prints = await Promise.all(
    tables.map(async ({ name }) => {
      const { rows } = await pool.query(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from "${name}" t`,
      );
      return `${name} ${rows[0].print}`;
    }),
  );
  return prints.join("\n");
}

const percent = (char: string) =>
  `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;

/** `path` as the router may read it: percent-encoded, in other cases, with slashes added. */
function spellings(path: string): string[] {
  const rest = path.slice("/api".length);
  return [
    ...new Set([
      path,
      `/%61pi${rest}`,
      [...path].map((char) => (char === "/" ? char : percent(char))).join(""),
      path.replace(
        /\/([a-z])([^/]*)$/,
        (_, first: string, tail: string) => `/${percent(first)}${tail}`,
      ),
      `/API${rest}`,
      `/Api${rest}`,
      `/%41PI${rest}`,
      path.toUpperCase(),
      `${path}/`,
      `/${path}`,
      `/api/${rest}`,
    ]),
  ];
}

/** What a form or a `no-cors` fetch may send: no type, or one of the three it may name. */
function notJson(
  body: unknown,
): { kind: string; headers: Record<string, string>; body: unknown }[] {
  const fields = Object.entries((body ?? {}) as Record<string, unknown>).map(
    ([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)] as const,
  );
  const text = JSON.stringify(body ?? {});
  const multipart = fields
    .map(
      ([key, value]) => `--b\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  return [
    { kind: "no type, no body", headers: {}, body: undefined },
    { kind: "no type", headers: {}, body: new TextEncoder().encode(text) },
    { kind: "text/plain", headers: { "content-type": "text/plain;charset=UTF-8" }, body: text },
    {
      kind: "url-encoded",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields.map(([key, value]) => [key, value])).toString(),
    },
    {
      kind: "multipart",
      headers: { "content-type": "multipart/form-data; boundary=b" },
      body: `${multipart}--b--\r\n`,
    },
  ];
}

/** The caller whose request the matrix expects to succeed, so that only the refusal stops it. */
function succeeding(row: MatrixRow): ActorName {
  const order: ActorName[] = ["admin", "member", "onboarding", "otherAdmin", "otherMember"];
  return order.find((actor) => row.expect[actor] < 300) ?? "admin";
}

/** Sends `row`'s write as another site would, every way; what went through, or changed data. */
async function asAnotherSite(method: string, row: MatrixRow): Promise<string[]> {
  // Another port of the same host: the same site, another origin.
  const neighbour = `http://127.0.0.1:${Number(new URL(test.url).port) + 1}`;
  const failures: string[] = [];
  const expectRefused = (label: string, answer: ApiResponse, code: string) => {
    if (answer.status !== 404 && answer.body?.error?.code !== code) {
      failures.push(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
    }
  };
  const actor = succeeding(row);
  const client = await world.client(actor);
  const { path, body } = await row.request(world, actor);
  const before = await everything();
  for (const spelling of spellings(path)) {
    const label = `${method} ${spelling} as ${actor}`;
    expectRefused(
      `${label} from ${neighbour}`,
      await client.withOrigin(neighbour).request(method, spelling, body ?? {}),
      "CROSS_SITE_REQUEST",
    );
    for (const sent of notJson(body)) {
      expectRefused(
        `${label} as ${sent.kind}`,
        await client.request(method, spelling, sent.body, sent.headers),
        "UNSUPPORTED_MEDIA_TYPE",
      );
    }
  }
  if ((await everything()) !== before)
    failures.push(`${method} ${path} (${row.what}): data changed`);
  return failures;
}

it("refuses every write from another site, by any spelling of its path, or not sent as JSON, and changes nothing", async () => {
  const writes = test.app.apiRoutes.filter(
    (route) => !["GET", "HEAD", "OPTIONS"].includes(route.method),
  );
  expect(writes.length).toBeGreaterThan(15);
  const failures: string[] = [];
  for (const route of writes) {
    const name = `${route.method} ${route.url}`;
    const rows = matrix.filter((row) => row.route === name);
    if (rows.length === 0) failures.push(`${name}: no request to send (permissions-matrix.ts)`);
    for (const row of rows) {
      // A write let through may have spoilt the world for the next ones: each is reported.
      failures.push(...(await asAnotherSite(route.method, row).catch((e) => [`${name}: ${e}`])));
    }
  }
  expect(failures).toEqual([]);
}, 300_000);
