import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

/**
 * Components and hooks read the time from the app's one clock (lib/use-now.ts: useNow,
 * useToday), never from `Date.now()` or `new Date()` while they render: the server's first view,
 * the browser's takeover of it, and the dashboard's and the calendar's "today" must agree. In an
 * event handler, an effect or any other callback that runs later, reading the clock is fine.
 */

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

/** Calls whose function argument runs while the component renders. */
const RUN_WHILE_RENDERING = new Set([
  "useMemo",
  "useState",
  "useReducer",
  "useSyncExternalStore",
  "map",
  "flatMap",
  "filter",
  "reduce",
  "reduceRight",
  "forEach",
  "some",
  "every",
  "find",
  "findIndex",
  "findLast",
  "findLastIndex",
  "sort",
  "toSorted",
]);
/** Calls that make a component of their function argument. */
const MAKE_COMPONENTS = new Set(["memo", "forwardRef"]);
const isComponentOrHook = (name: string) => /^[A-Z]|^use[A-Z0-9]/.test(name);

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";
const isFunction = (node: Node) =>
  node.type === "FunctionDeclaration" ||
  node.type === "FunctionExpression" ||
  node.type === "ArrowFunctionExpression";

function calleeName(call: Node): string | undefined {
  const callee = call.callee as Node;
  if (callee.type === "Identifier") return callee.name as string;
  if (callee.type === "MemberExpression" && (callee.property as Node).type === "Identifier") {
    return (callee.property as Node).name as string;
  }
  return undefined;
}

/** How a function runs: it renders, it runs while its enclosing function renders, or later. */
function kindOf(fn: Node, parent: Node | undefined): "renders" | "inline" | "later" {
  const ownName = (fn.id as Node | null)?.name as string | undefined;
  if (ownName && isComponentOrHook(ownName)) return "renders";
  if (parent?.type === "VariableDeclarator" && (parent.id as Node).type === "Identifier") {
    if (isComponentOrHook((parent.id as Node).name as string)) return "renders";
  }
  if (parent?.type === "CallExpression") {
    if (parent.callee === fn) return "inline";
    const name = calleeName(parent);
    if (name && MAKE_COMPONENTS.has(name)) return "renders";
    if (name && RUN_WHILE_RENDERING.has(name)) return "inline";
  }
  return "later";
}

const readsTheClock = (node: Node) =>
  (node.type === "NewExpression" &&
    (node.callee as Node).type === "Identifier" &&
    (node.callee as Node).name === "Date" &&
    (node.arguments as unknown[]).length === 0) ||
  (node.type === "CallExpression" &&
    (node.callee as Node).type === "MemberExpression" &&
    ((node.callee as Node).object as Node).type === "Identifier" &&
    ((node.callee as Node).object as Node).name === "Date" &&
    ((node.callee as Node).property as Node).name === "now");

/** The lines of `source` (a file named `file`) that read the clock while rendering. */
function clockReadsWhileRendering(file: string, source: string): number[] {
  const { program, errors } = parseSync(file, source, { lang: file.endsWith("x") ? "tsx" : "ts" });
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const lines: number[] = [];
  const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
  const visit = (node: Node, parent: Node | undefined, kinds: string[]) => {
    let inside = kinds;
    if (isFunction(node)) inside = [...kinds, kindOf(node, parent)];
    else if (readsTheClock(node)) {
      const runsAs = inside.findLast((kind) => kind !== "inline");
      if (runsAs === "renders") lines.push(lineOf(node.start));
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (isNode(child)) visit(child, node, inside);
      }
    }
  };
  visit(program as unknown as Node, undefined, []);
  return lines;
}

const CLIENT = path.dirname(fileURLToPath(import.meta.url));
/** The clock itself, and what it reads its snapshots with. */
const THE_CLOCK = new Set(["lib/use-now.ts"]);

function clientSources(dir = CLIENT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("reading the clock while rendering", () => {
  it("is done by no component or hook but the app's clock", () => {
    const found: Record<string, number[]> = {};
    for (const file of clientSources()) {
      const name = path.relative(CLIENT, file).split(path.sep).join("/");
      if (THE_CLOCK.has(name)) continue;
      const lines = clockReadsWhileRendering(name, readFileSync(file, "utf8"));
      if (lines.length > 0) found[name] = lines;
    }
    expect(found).toEqual({});
  });

  it("is found in a component's body, its JSX, its memos and state, and a hook's body", () => {
    const source = `
      export function Panel() {
        const now = Date.now();
        const today = useMemo(() => new Date(), []);
        const [since] = useState(() => days.map((day) => new Date()));
        return <p title={String(new Date())}>{now}</p>;
      }
      export const Chip = memo(function ({ at }) { return <i>{Date.now() - at}</i>; });
      export const Row = ({ at }) => <td>{Date.now() - at}</td>;
      export function useAge(at) { return Date.now() - at; }
    `;
    expect(clockReadsWhileRendering("planted.tsx", source)).toEqual([3, 4, 5, 6, 8, 9, 10]);
  });

  it("is not found in handlers, effects, callbacks, plain functions or a parsed date", () => {
    const source = `
      const loadedAt = Date.now();
      function stamp() { return new Date(); }
      export function Panel({ booking }) {
        const start = new Date(booking.start);
        useEffect(() => { const timer = setTimeout(() => Date.now(), 10); }, []);
        const save = () => mutate({ at: new Date() });
        const pick = useCallback(() => Date.now(), []);
        return <button onClick={() => setShown(new Date())}>{start.getTime()}</button>;
      }
    `;
    expect(clockReadsWhileRendering("allowed.tsx", source)).toEqual([]);
  });
});
