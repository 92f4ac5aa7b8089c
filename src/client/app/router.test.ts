import { expect, it } from "vitest";
import { SIGN_IN_LINK_PATH } from "../../shared/auth/sign-in-link";
import { routes } from "./router";

it("opens sign-in links at the path the server puts in them", () => {
  expect(routes.map((route) => route.path)).toContain(SIGN_IN_LINK_PATH);
});
