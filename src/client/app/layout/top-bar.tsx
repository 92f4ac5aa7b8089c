import { LogOut, Menu, PlaneTakeoff, X } from "lucide-react";
import { Link } from "react-router";
import { type Role, roleLabels } from "../../../shared/profile/roles";
import { Button } from "../../components/ui/button";
import { useSignOut } from "../../features/auth/api/sign-out";
import { appTexts } from "../app.texts";
import { Clocks } from "./clocks";
import { SIDE_NAV_ID } from "./side-nav";
import { WeatherStripSlot } from "./weather-strip-slot";

interface TopBarProps {
  role: Role | null;
  navOpen: boolean;
  onToggleNav: () => void;
}

/**
 * One row on wide screens. On phones the clocks wrap onto a second row, and the title and
 * Sign Out drop their icons, so the title, role and the words 'Sign Out' share one row at 360 px;
 * below 640 px the weather strip joins the clocks' row.
 */
export function TopBar({ role, navOpen, onToggleNav }: TopBarProps) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:gap-x-3 sm:px-4 md:h-14 md:flex-nowrap md:py-0">
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          aria-label={navOpen ? appTexts.closeNavigation : appTexts.openNavigation}
          aria-expanded={navOpen}
          aria-controls={SIDE_NAV_ID}
          onClick={onToggleNav}
        >
          {navOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
        </button>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-2 rounded-sm text-lg font-semibold text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300"
        >
          <PlaneTakeoff aria-hidden="true" className="hidden size-6 sm:block" />
          {appTexts.productName}
        </Link>
        {/* Phones: a full-width break, so the weather strip and the clocks share the second row. */}
        <div
          aria-hidden="true"
          className="order-last h-0 basis-full border-t border-slate-100 sm:hidden dark:border-slate-800"
        />
        <WeatherStripSlot />
        <Clocks className="order-last grow justify-center border-slate-100 sm:w-full sm:border-t sm:pt-1 md:order-none md:grow-0 md:ml-auto md:w-auto md:border-0 md:pt-0 dark:border-slate-800" />
        <div className="ml-auto flex items-center gap-2 md:ml-0 sm:gap-3">
          {role && (
            <span
              title={appTexts.roleBadgeTitle}
              className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-900 dark:text-sky-100"
            >
              {roleLabels[role]}
            </span>
          )}
          <Button
            variant="ghost"
            onClick={signOut}
            disabled={isSigningOut}
            className="px-2 sm:px-3"
          >
            <LogOut aria-hidden="true" className="hidden size-4 sm:block" />
            <span>{appTexts.signOut}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
