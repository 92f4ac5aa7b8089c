import type { ReactNode } from "react";
import { Button } from "./button";
import { listMessageClasses } from "./search-box";
import { LoadingMessage } from "./spinner";

interface ListViewProps {
  /** The list's read, as TanStack Query reports it. */
  query: { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown };
  texts: { loading: string; failed: string; tryAgain: string; empty: string };
  isEmpty: boolean;
  /** Under the empty text: what to do next, with the action that does it. */
  emptyNext?: ReactNode;
  children: ReactNode;
}

/** A list's states: loading, failed with a retry, empty, or the list itself. */
export function ListView({ query, texts, isEmpty, emptyNext, children }: ListViewProps) {
  if (query.isPending) return <LoadingMessage label={texts.loading} className="py-12" />;
  if (query.isError && !query.data) {
    return (
      <div role="alert" className={listMessageClasses}>
        <p>{texts.failed}</p>
        <Button variant="secondary" className="mt-4" onClick={() => query.refetch()}>
          {texts.tryAgain}
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={listMessageClasses}>
        <p role="status">{texts.empty}</p>
        {emptyNext}
      </div>
    );
  }
  return <>{children}</>;
}
