import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import { matchRoutes, Navigate, type RouteObject } from "react-router";
import { FullScreenSpinner } from "../components/ui/spinner";
import { appTexts } from "./app.texts";
import { ProtectedRoute } from "./guards/protected-route";

/**
 * Each page is its own chunk, so the sign-in page does not download the app shell,
 * the onboarding dialogs or the dashboard.
 *
 * A page whose chunk is already in renders at once instead of suspending for a moment, as
 * React.lazy alone would (AppRoutes preloads the first page's chunks before its first render). Each mount keeps the way it started:
 * switching from the lazy component to the loaded one would mount the page anew.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then((page) => {
      loaded = page;
      return page;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}

/** A route's `handle`: the chunk it will need, loaded before it renders. */
interface RouteHandle {
  preload: () => Promise<unknown>;
}

const LoginRoute = lazyPage(() => import("./routes/login").then((m) => m.LoginRoute));
const RegisterRoute = lazyPage(() => import("./routes/register").then((m) => m.RegisterRoute));
const ForgotPasswordRoute = lazyPage(() =>
  import("./routes/forgot-password").then((m) => m.ForgotPasswordRoute),
);
const RestoreRoute = lazyPage(() => import("./routes/restore").then((m) => m.RestoreRoute));
const SetPasswordRoute = lazyPage(() =>
  import("./routes/set-password").then((m) => m.SetPasswordRoute),
);
const OnboardingRoute = lazyPage(() =>
  import("./routes/onboarding").then((m) => m.OnboardingRoute),
);
const PrivacyRoute = lazyPage(() => import("./routes/privacy").then((m) => m.PrivacyRoute));
const TermsRoute = lazyPage(() => import("./routes/terms").then((m) => m.TermsRoute));
const NotFoundRoute = lazyPage(() => import("./routes/not-found").then((m) => m.NotFoundRoute));
const AppLayout = lazyPage(() => import("./layout/app-layout").then((m) => m.AppLayout));
const DashboardRoute = lazyPage(() => import("./routes/dashboard").then((m) => m.DashboardRoute));
const AircraftListRoute = lazyPage(() =>
  import("./routes/aircraft-list").then((m) => m.AircraftListRoute),
);
const AircraftDetailsRoute = lazyPage(() =>
  import("./routes/aircraft-details").then((m) => m.AircraftDetailsRoute),
);
const MembersRoute = lazyPage(() => import("./routes/members").then((m) => m.MembersRoute));
const MemberDetailsRoute = lazyPage(() =>
  import("./routes/member-details").then((m) => m.MemberDetailsRoute),
);
const SettingsRoute = lazyPage(() => import("./routes/settings").then((m) => m.SettingsRoute));
const BookingsRoute = lazyPage(() => import("./routes/bookings").then((m) => m.BookingsRoute));

/** Full-page routes wait for their chunk behind the same spinner as the sign-in check. */
function page(element: ReactNode) {
  return <Suspense fallback={<FullScreenSpinner label={appTexts.loading} />}>{element}</Suspense>;
}

/** The route table, which app.tsx hands to `useRoutes`. */
export const routes: RouteObject[] = [
  { path: "/login", element: page(<LoginRoute />) },
  { path: "/register", element: page(<RegisterRoute />) },
  { path: "/forgot-password", element: page(<ForgotPasswordRoute />) },
  { path: "/restore", element: page(<RestoreRoute />) },
  // SIGN_IN_LINK_PATH. Importing it would bring sign-in-link.ts's schemas, and with them zod,
  // into the first chunk of every page (issue 8); router.test.ts keeps the two equal.
  { path: "/set-password", element: page(<SetPasswordRoute />) },
  { path: "/onboarding", element: page(<OnboardingRoute />) },
  { path: "/privacy", element: page(<PrivacyRoute />) },
  { path: "/terms", element: page(<TermsRoute />) },
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: page(<AppLayout />),
        handle: AppLayout,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          { path: "dashboard", element: <DashboardRoute />, handle: DashboardRoute },
          { path: "members", element: <MembersRoute />, handle: MembersRoute },
          {
            path: "members/:id",
            element: <MemberDetailsRoute />,
            handle: MemberDetailsRoute,
          },
          { path: "bookings", element: <BookingsRoute />, handle: BookingsRoute },
          {
            path: "aircrafts",
            element: <AircraftListRoute />,
            handle: AircraftListRoute,
          },
          {
            path: "aircrafts/:id",
            element: <AircraftDetailsRoute />,
            handle: AircraftDetailsRoute,
          },
          { path: "settings", element: <SettingsRoute />, handle: SettingsRoute },
        ],
      },
    ],
  },
  { path: "*", element: page(<NotFoundRoute />) },
];

/**
 * Starts loading the chunks of the page at `pathname` at once: the signed-in app's layout and
 * page while `/api/me` is answered, instead of each after the one before (issue 8). The layout
 * starts the page's reads (usePageData). Settles when they are all in, or one failed: a chunk
 * that fails to load fails again when the page renders, and says so there.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const chunks = (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    (route.handle as RouteHandle | undefined)?.preload(),
  );
  return Promise.all(chunks).then(
    () => undefined,
    () => undefined,
  );
}
