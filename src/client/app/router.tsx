import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router";
import { SIGN_IN_LINK_PATH } from "../../shared/auth/sign-in-link";
import { FullScreenSpinner } from "../components/ui/spinner";
import { appTexts } from "./app.texts";
import { ProtectedRoute } from "./guards/protected-route";

/**
 * Each page is its own chunk, so the sign-in page does not download the app shell,
 * the onboarding dialogs or the dashboard.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
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
  { path: SIGN_IN_LINK_PATH, element: page(<SetPasswordRoute />) },
  { path: "/onboarding", element: page(<OnboardingRoute />) },
  { path: "/privacy", element: page(<PrivacyRoute />) },
  { path: "/terms", element: page(<TermsRoute />) },
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: page(<AppLayout />),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          { path: "dashboard", element: <DashboardRoute /> },
          { path: "members", element: <MembersRoute /> },
          { path: "members/:id", element: <MemberDetailsRoute /> },
          { path: "bookings", element: <BookingsRoute /> },
          { path: "aircrafts", element: <AircraftListRoute /> },
          { path: "aircrafts/:id", element: <AircraftDetailsRoute /> },
          { path: "settings", element: <SettingsRoute /> },
        ],
      },
    ],
  },
  { path: "*", element: page(<NotFoundRoute />) },
];
