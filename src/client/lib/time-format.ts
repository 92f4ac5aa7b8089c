const pad = (value: number) => String(value).padStart(2, "0");

/** HH:mm:ss in the browser's time zone. */
export function formatLocalClock(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** HH:mm:ss in UTC. */
export function formatUtcClock(date: Date): string {
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}
