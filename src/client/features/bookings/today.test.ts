import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { useNow } from "../../lib/use-now";
import { useToday } from "../../lib/use-today";
import { OrganizationTimeZoneContext, ViewerTimeContext } from "../../lib/viewer-time";
import { todayWindow } from "./calendar-window";

/** What useToday and useNow answer in a view the server renders at `renderedAt` for `timeZone`. */
function renderedFor(timeZone: string, renderedAt: number) {
  let today: Date | undefined;
  let now: Date | undefined;
  function Probe() {
    today = useToday();
    now = useNow(60_000);
    return null;
  }
  renderToString(
    createElement(
      ViewerTimeContext,
      { value: { browserTimeZone: null, renderedAt, weatherUnits: null } },
      createElement(OrganizationTimeZoneContext, { value: timeZone }, createElement(Probe)),
    ),
  );
  const instant = (date: Date | undefined) => date && new Date(date.getTime()).toISOString();
  return { today: instant(today), now: instant(now) };
}

// 03:30:45 UTC: still yesterday in New York, already today in Kolkata, whatever the process's zone.
const RENDERED_AT = Date.UTC(2030, 2, 10, 3, 30, 45);

it("is midnight of the viewer's day, in the viewer's zone, on the server's clock", () => {
  expect(renderedFor("America/New_York", RENDERED_AT).today).toBe("2030-03-09T05:00:00.000Z");
  expect(renderedFor("Asia/Kolkata", RENDERED_AT).today).toBe("2030-03-09T18:30:00.000Z");
});

it("is the calendar's first day", () => {
  for (const zone of ["America/New_York", "Asia/Kolkata", "UTC"]) {
    const { today } = renderedFor(zone, RENDERED_AT);
    expect(today).toBe(new Date(todayWindow(RENDERED_AT, zone).day.getTime()).toISOString());
  }
});

it("gives now to the whole period", () => {
  expect(renderedFor("UTC", RENDERED_AT).now).toBe("2030-03-10T03:30:00.000Z");
});
