import {
  CalendarDays,
  CalendarRange,
  LayoutDashboard,
  type LucideIcon,
  Plane,
  Settings,
  Users,
} from "lucide-react";
import { appTexts } from "../app.texts";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const navItems: readonly NavItem[] = [
  { to: "/dashboard", label: appTexts.nav.dashboard, icon: LayoutDashboard },
  { to: "/members", label: appTexts.nav.members, icon: Users },
  { to: "/bookings", label: appTexts.nav.bookings, icon: CalendarDays },
  { to: "/my-bookings", label: appTexts.nav.myBookings, icon: CalendarRange },
  { to: "/aircrafts", label: appTexts.nav.aircrafts, icon: Plane },
  { to: "/settings", label: appTexts.nav.settings, icon: Settings },
];
