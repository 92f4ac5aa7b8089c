import { Suspense } from "react";
import { Outlet } from "react-router";
import { LoadingMessage } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { appTexts } from "../app.texts";
import { useLiveUpdates } from "../use-live-updates";
import { SideNav } from "./side-nav";
import { TopBar } from "./top-bar";
import { type PageAt, usePageData } from "./use-page-data";
import { usePageMenu } from "./use-page-menu";

/**
 * The shared frame of every protected page: top bar, side navigation, main area. It starts the
 * reads of the page at each address, as the router's `pageAt` declares them.
 */
export function AppLayout({ pageAt }: { pageAt: PageAt }) {
  const { user } = useCurrentUser();
  useLiveUpdates();
  usePageData(pageAt);
  // On phones the menu covers the page: any way to another page closes it, its own links (the
  // page shown, too) at once.
  const menu = usePageMenu();

  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sky-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {appTexts.skipToContent}
      </a>
      <TopBar role={user?.role ?? null} navOpen={menu.open} onToggleNav={menu.toggle} />
      <div className="md:flex">
        <SideNav open={menu.open} onNavigate={menu.close} />
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
