import type { Role } from "../../../../shared/profile/user.types";
import { dashboardTexts as texts } from "../dashboard.texts";

interface DashboardGreetingProps {
  firstName: string;
  role: Role;
  organizationName: string;
}

export function DashboardGreeting({ firstName, role, organizationName }: DashboardGreetingProps) {
  return (
    <section aria-labelledby="dashboard-greeting" className="mb-8">
      <h1 id="dashboard-greeting" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {texts.greeting(firstName)}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {texts.signedInAs(role, organizationName)}
      </p>
    </section>
  );
}
