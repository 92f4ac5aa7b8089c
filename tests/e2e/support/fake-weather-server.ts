/**
 * The fake METAR provider as its own process, for the browser tests' server (WEATHER_BASE_URL).
 * It outlives the test workers that start it, so one worker finishing cannot take it away from
 * the other, and it ends by itself once nobody has asked it anything for a while.
 */
import { startFakeWeatherProvider } from "../../server/support/fake-weather-provider";

const port = Number(process.env.FAKE_WEATHER_PORT ?? 3213);
/** Longer than a test may take (60 s): every test pings it when it starts. */
const IDLE_MS = 120_000;

const totalCalls = (calls: Map<string, number>) => [...calls.values()].reduce((a, b) => a + b, 0);

try {
  const provider = await startFakeWeatherProvider({ port });
  let seen = 0;
  let lastActive = Date.now();
  setInterval(async () => {
    const now = totalCalls(provider.calls);
    if (now !== seen) {
      seen = now;
      lastActive = Date.now();
    } else if (Date.now() - lastActive > IDLE_MS) {
      await provider.close();
      process.exit(0);
    }
  }, 2000);
} catch (error) {
  // Another worker started it first: that one serves everybody.
  if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") process.exit(0);
  throw error;
}
