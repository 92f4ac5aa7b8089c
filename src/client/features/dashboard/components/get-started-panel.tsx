import { CircleCheck, CircleDashed } from "lucide-react";
import type { ReactNode } from "react";
import { Panel } from "../../../components/ui/panel";
import { cn } from "../../../lib/cn";
import { dashboardTexts } from "../dashboard.texts";
import type { GetStartedStep, GetStartedStepId } from "../get-started";

const texts = dashboardTexts.getStarted;

interface GetStartedPanelProps {
  steps: GetStartedStep[];
  timeZone: string;
  currency: string;
  /** The way to each step, shown while it is to do (the page knows the routes and dialogs). */
  actions: Record<GetStartedStepId, ReactNode>;
}

/** A new club's three first steps, each ticked when done; the page drops it when all are. */
export function GetStartedPanel({ steps, timeZone, currency, actions }: GetStartedPanelProps) {
  const wording: Record<GetStartedStepId, { label: string; hint: string }> = {
    aircraft: { label: texts.addAircraft, hint: texts.addAircraftHint },
    zoneAndCurrency: {
      label: texts.checkZoneAndCurrency,
      hint: texts.zoneAndCurrencyHint(timeZone, currency),
    },
    members: { label: texts.inviteMembers, hint: texts.inviteMembersHint },
  };
  return (
    <Panel title={texts.title} className="mb-6">
      <ol className="space-y-3">
        {steps.map(({ id, done }) => {
          const Icon = done ? CircleCheck : CircleDashed;
          return (
            <li key={id} className="flex flex-wrap items-start gap-3">
              <Icon
                aria-hidden="true"
                className={cn(
                  "mt-0.5 size-5 shrink-0",
                  done ? "text-green-700 dark:text-green-400" : "text-slate-500",
                )}
              />
              <div className="min-w-0 flex-1">
                <p
                  className={cn(
                    "font-medium",
                    done
                      ? "text-slate-600 line-through dark:text-slate-400"
                      : "text-slate-900 dark:text-slate-100",
                  )}
                >
                  {wording[id].label}
                  <span className="sr-only">{` (${done ? texts.done : texts.toDo})`}</span>
                </p>
                {!done && (
                  <p className="text-sm text-slate-700 dark:text-slate-300">{wording[id].hint}</p>
                )}
              </div>
              {!done && actions[id]}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
