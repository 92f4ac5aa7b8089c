/**
 * A JSON value written in fewer characters, for the first view's reads in the page's HTML: the
 * browser decodes and parses every character of the page before it paints the view, and a
 * calendar day's reads are mostly the same keys and the same ids again and again (decision 0051).
 *
 * In the packed value, a string met more than once is the number of its place in `strings`; an
 * object is an array headed by 1 + the number of its keys' list in `shapes`, followed by its
 * values in that order; an array is headed by 0; a number is `{ "n": value }`; other strings,
 * booleans and null are themselves. `unpack(pack(value))` equals `value`, key order included.
 */
export interface Packed {
  strings: string[];
  shapes: string[][];
  value: unknown;
}

/** Strings shorter than this cost less written out than as a place in the table. */
const MIN_SHARED_LENGTH = 4;

export function pack(value: unknown): Packed {
  const seen = new Map<string, number>();
  const count = (node: unknown): void => {
    if (hasToJson(node)) count(node.toJSON());
    else if (typeof node === "string") seen.set(node, (seen.get(node) ?? 0) + 1);
    else if (Array.isArray(node)) for (const item of node) count(item);
    else if (node !== null && typeof node === "object")
      for (const item of Object.values(node)) count(item);
  };
  count(value);
  const strings: string[] = [];
  const places = new Map<string, number>();
  for (const [text, times] of seen) {
    if (times > 1 && text.length >= MIN_SHARED_LENGTH) places.set(text, strings.push(text) - 1);
  }
  const shapes: string[][] = [];
  const shapePlaces = new Map<string, number>();
  const write = (node: unknown): unknown => {
    // As JSON.stringify would: a date (or anything with toJSON) is written as what it gives.
    if (hasToJson(node)) return write(node.toJSON());
    if (typeof node === "string") return places.get(node) ?? node;
    if (typeof node === "number") return { n: node };
    if (Array.isArray(node)) return [0, ...node.map(write)];
    if (node !== null && typeof node === "object") {
      // As JSON.stringify would: undefined members are left out.
      const entries = Object.entries(node).filter(([, item]) => item !== undefined);
      const keys = entries.map(([key]) => key);
      const id = JSON.stringify(keys);
      let shape = shapePlaces.get(id);
      if (shape === undefined) {
        shape = shapes.push(keys) - 1;
        shapePlaces.set(id, shape);
      }
      return [shape + 1, ...entries.map(([, item]) => write(item))];
    }
    return node;
  };
  return { strings, shapes, value: write(value) };
}

const hasToJson = (node: unknown): node is { toJSON(): unknown } =>
  node !== null &&
  typeof node === "object" &&
  typeof (node as { toJSON?: unknown }).toJSON === "function";

/** The value `pack` was given. Throws on anything `pack` does not write. */
export function unpack(packed: Packed): unknown {
  const { strings, shapes } = packed;
  const read = (node: unknown): unknown => {
    if (typeof node === "number") {
      const text = strings[node];
      if (text === undefined) throw new Error(`packed JSON: no string ${node}`);
      return text;
    }
    if (Array.isArray(node)) {
      const [tag, ...items] = node as [number, ...unknown[]];
      if (tag === 0) return items.map(read);
      const keys = shapes[tag - 1];
      if (!keys || keys.length !== items.length) throw new Error(`packed JSON: no shape ${tag}`);
      // Own properties, whatever the keys (`__proto__` included), as JSON.parse makes them.
      return Object.fromEntries(keys.map((key, index) => [key, read(items[index])]));
    }
    if (node !== null && typeof node === "object") return (node as { n: number }).n;
    return node;
  };
  return read(packed.value);
}
