/*
 * The layers of the server's modules, lowest first (docs/architecture.md#server-modules). A
 * module's own code imports only modules of a lower layer; modules of one layer do not import
 * each other; `server/src/workflows/` sits above every module and no module imports it. Tests
 * and test helpers are outside the rule: a test may set up rows through any module's door.
 */
export const MODULE_LAYERS: Readonly<Record<string, number>> = {
  terms: 1,
  console: 1,
  identity: 2,
  entitlements: 3,
  account: 4,
  versions: 5,
  storage: 6,
  projects: 7,
  tours: 8,
  models: 9,
  publishing: 10,
  sharing: 11,
  hosting: 11,
  interop: 11,
  downloads: 11,
  cdn: 11,
  site: 11,
  ai: 11,
  streetView: 11,
  payments: 12,
  edu: 13,
};

/** The layer of a module, or undefined for a module the table does not name. */
export const layerOf = (module: string): number | undefined =>
  Object.hasOwn(MODULE_LAYERS, module) ? MODULE_LAYERS[module] : undefined;

/** Where one module's product code first imports another's. */
export interface ModuleArrow {
  readonly from: string;
  readonly to: string;
  readonly path: string;
  readonly line: number;
}

/**
 * The groups of modules that import each other in a loop (Tarjan's strongly connected
 * components of more than one module), each sorted by name; a layer table makes them impossible,
 * but a module missing from the table would not be held to it.
 */
export const moduleLoops = (arrows: readonly ModuleArrow[]): string[][] => {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of arrows) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return loops;
};
