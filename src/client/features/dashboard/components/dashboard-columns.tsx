import type { ReactNode } from "react";

/**
 * The dashboard below the greeting: a wide left column and, on large screens, a right column
 * about 24rem wide. The page decides which panels go where.
 */
export function DashboardColumns({ left, right }: { left: ReactNode; right: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-6">{left}</div>
      <div className="min-w-0 space-y-6">{right}</div>
    </div>
  );
}
