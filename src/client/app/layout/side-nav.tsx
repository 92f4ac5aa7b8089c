import { NavLink } from "react-router";
import { cn } from "../../lib/cn";
import { appTexts } from "../app.texts";
import { navItems } from "./nav-items";

export const SIDE_NAV_ID = "main-navigation";

/**
 * A column on wide screens; on phones it stays hidden until the top bar's menu button opens it
 * above the page content, and a link followed in it (the page shown, too) closes it again.
 */
export function SideNav({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  return (
    <nav
      id={SIDE_NAV_ID}
      aria-label={appTexts.mainNavigation}
      className={cn(
        "border-b border-slate-200 bg-white md:block md:w-56 md:shrink-0 md:border-r md:border-b-0 dark:border-slate-800 dark:bg-slate-900",
        "md:sticky md:top-14 md:h-[calc(100dvh-3.5rem)] md:overflow-y-auto",
        open ? "block" : "hidden",
      )}
    >
      <ul className="space-y-1 p-3">
        {navItems.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
                  isActive
                    ? "bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200"
                    : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
