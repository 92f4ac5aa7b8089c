/** Values an attacker or a broken client may send in place of a field. */
import fc from "fast-check";

const sqlAndHtml = fc.constantFrom(
  "'; drop table bookings; --",
  "1 OR 1=1",
  '" OR ""="',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "$" + "{process.exit()}",
  "../../../etc/passwd",
  "%00",
  "\u0000",
  "a\u0000b",
  "\uFEFF",
  "\uD800",
  "🛩️✈️🚁",
  "ﷺ".repeat(50),
  " ",
  "",
);

const malformedDates = fc.constantFrom(
  "2024-13-45T99:99:99Z",
  "yesterday",
  "2030-02-30T10:00:00Z",
  "0000-00-00T00:00:00Z",
  "2030-01-01",
  "2030-01-01T10:00:00",
  "99999-01-01T00:00:00Z",
  "-2030-01-01T00:00:00Z",
);

const malformedIds = fc.constantFrom(
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "1",
  "-1",
  "' OR '1'='1",
  "null",
);

const numbers = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, -0.01, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 1899, 10.001),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  numbers,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  sqlAndHtml,
  malformedDates,
  malformedIds,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** A whole body that is not an object at all. */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string({ maxLength: 20 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);
