import type { FlightCategory } from "../../../../shared/weather/metar.types";
import { cn } from "../../../lib/cn";
import { weatherTexts as texts } from "../weather.texts";
import { badgeClasses, categoryColour } from "../weather-format";

/** VFR green, MVFR blue, IFR red, LIFR pink, anything else grey (docs/rules/weather.md). */
export function FlightCategoryBadge({ category }: { category: FlightCategory | null }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-1.5 py-0.5 text-xs font-semibold sm:px-2",
        badgeClasses[categoryColour(category)],
      )}
    >
      {category ?? texts.unknownCategory}
    </span>
  );
}
