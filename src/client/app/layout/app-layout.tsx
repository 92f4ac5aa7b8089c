import { Suspense, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { LoadingMessage } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { appTexts } from "../app.texts";
import { useLiveUpdates } from "../use-live-updates";
import { SideNav } from "./side-nav";
import { TopBar } from "./top-bar";
import { usePageData } from "./use-page-data";

/** The shared frame of every protected page: top bar, side navigation, main area. */
export function AppLayout() {
  const { user } = useCurrentUser();
  useLiveUpdates();
  usePageData();
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();

  // On phones the menu covers the page, so following a link closes it: its own links say so, and
  // any other way to another page (a link in the page, Back) closes it while rendering that page.
  // Not in an effect: an effect also runs when the app takes a server-rendered view over, and
  // closed the menu a member had opened in that moment (decision 0019).
  const [navPath, setNavPath] = useState(pathname);
  if (navPath !== pathname) {
    setNavPath(pathname);
    setNavOpen(false);
  }

  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sky-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {appTexts.skipToContent}
      </a>
      <TopBar
        role={user?.role ?? null}
        navOpen={navOpen}
        onToggleNav={() => setNavOpen((open) => !open)}
      />
      <div className="md:flex">
        <SideNav open={navOpen} onNavigate={() => setNavOpen(false)} />
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 md:px-8 md:py-8"
        >
          <Suspense fallback={<LoadingMessage label={appTexts.loading} className="py-16" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
