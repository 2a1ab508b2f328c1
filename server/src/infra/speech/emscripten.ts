/*
 * The parts of an Emscripten module (as built for espeak-ng by text2wav) that Orbis drives, typed:
 * the generated JavaScript has no declarations of its own.
 */

/** The slice of Emscripten's in-memory file system used here. */
export interface EmscriptenFs {
  writeFile(path: string, data: string): void;
  readFile(path: string): Uint8Array;
  unmount(path: string): void;
}

/** The Emscripten `Module` object a generated factory reads its hooks from (those used here). */
export interface EmscriptenModule {
  arguments: string[];
  print: (line: string) => void;
  printErr: (line: string) => void;
  quit: (status: number, toThrow: unknown) => never;
  onAbort: (what: unknown) => void;
  instantiateWasm: (imports: object, done: (instance: object) => void) => object;
  preRun: (() => void)[];
  postRun: (() => void)[];
  FS?: EmscriptenFs;
}

/** The WebAssembly API as used here: the server's TS libs leave out the DOM's declaration. */
interface WasmApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
export const { WebAssembly: wasmApi } = globalThis as unknown as { WebAssembly: WasmApi };

/**
 * Runs `load`, then removes the process listeners it added: an Emscripten factory adds an
 * uncaughtException and an unhandledRejection listener as it starts, meant for a command-line
 * program, which in a server would pile up (holding each run's heap) and reroute its errors.
 */
export const withoutNewListeners = (load: () => void) => {
  const crash = new Set(process.listeners("uncaughtException"));
  const rejection = new Set(process.listeners("unhandledRejection"));
  try {
    load();
  } finally {
    for (const l of process.listeners("uncaughtException")) {
      if (!crash.has(l)) process.removeListener("uncaughtException", l);
    }
    for (const l of process.listeners("unhandledRejection")) {
      if (!rejection.has(l)) process.removeListener("unhandledRejection", l);
    }
  }
};
