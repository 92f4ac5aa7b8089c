import { expect, it } from "vitest";
import { SIGN_IN_LINK_PATH } from "../../shared/auth/sign-in-link";
import { pages } from "./pages";
import { pageAt, routes } from "./router";

it("opens sign-in links at the path the server puts in them", () => {
  expect(routes.map((route) => route.path)).toContain(SIGN_IN_LINK_PATH);
});

it("declares each page once", () => {
  const paths = pages.map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
});

it("finds each page's declaration where the router shows it", () => {
  expect(pageAt("/bookings")).toMatchObject({ firstView: "rendered on the organization's day" });
  expect(pageAt("/bookings")?.reads).toBeDefined();
  expect(pageAt("/dashboard")).toMatchObject({ firstView: "rendered" });
  expect(pageAt("/members/4b1c")).toMatchObject({ firstView: undefined });
  // Another page (not found) and a redirect render no first view.
  expect(pageAt("/dashboard/more")?.firstView).toBeUndefined();
  expect(pageAt("/")).toBeUndefined();
});

// A page's reads are of the organization's day: the page table says which pages read one.
it("has reads only for pages rendered on the organization's day, or not on the server", () => {
  const readingWithoutZone = pages.filter((page) => page.reads && page.firstView === "rendered");
  expect(readingWithoutZone).toEqual([]);
});
