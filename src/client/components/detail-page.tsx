import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { isApiError } from "../lib/api-client";
import { Button, buttonClasses } from "./ui/button";

const headingClasses = "text-2xl font-semibold tracking-tight sm:text-3xl";

/** The list a detail page belongs to: where its Back and its way out of an error lead. */
export interface DetailList {
  path: string;
  /** The header's Back button. */
  backLabel: string;
  /** The link to the list under an error. */
  listLabel: string;
}

interface Unavailable {
  title: string;
  message: string;
}

interface DetailUnavailableProps {
  error: unknown;
  /** A 404, which also stands for another organization's item. */
  notFoundTitle: string;
  /** A 403, for pages some roles may not open; without it a 403 counts as a failure. */
  notAllowed?: Unavailable;
  failed: Unavailable;
  list: DetailList;
}

/** Why a detail page's item cannot be shown, with the way back to its list. */
export function DetailUnavailable({
  error,
  notFoundTitle,
  notAllowed,
  failed,
  list,
}: DetailUnavailableProps) {
  const { title, message } = isApiError(error, 404)
    ? { title: notFoundTitle, message: undefined }
    : notAllowed && isApiError(error, 403)
      ? notAllowed
      : failed;
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <h1 className={headingClasses}>{title}</h1>
      {message && (
        <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
          {message}
        </p>
      )}
      <Link to={list.path} className={buttonClasses("primary", "mt-6")}>
        {list.listLabel}
      </Link>
    </div>
  );
}

interface DetailHeaderProps {
  list: DetailList;
  title: string;
  badge?: ReactNode;
  actions?: ReactNode;
}

/** Back, then the item's name with its badge and, at the end of the row, its actions. */
export function DetailHeader({ list, title, badge, actions }: DetailHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no history inside the app): Back goes to the list.
  const goBack = () => (location.key === "default" ? navigate(list.path) : navigate(-1));
  return (
    <>
      <Button variant="ghost" onClick={goBack} className="-ml-3 mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {list.backLabel}
      </Button>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className={headingClasses}>{title}</h1>
          {badge}
        </div>
        {actions}
      </div>
    </>
  );
}
