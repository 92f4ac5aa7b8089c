import { useNow } from "../../../lib/use-now";
import { weatherTexts as texts } from "../weather.texts";

/** 'Updated 25 min ago': the age of the report kept after a refresh failed. */
export function useReportAge(updatedAt: number): string {
  const now = useNow(60_000);
  return texts.updatedAgo(Math.max(0, Math.floor((now.getTime() - updatedAt) / 60_000)));
}
