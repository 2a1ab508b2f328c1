import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type EmscriptenModule, wasmApi, withoutNewListeners } from "./emscripten";
import { type Pcm, pcmOfWav } from "./wav";

/*
 * espeak-ng compiled to WASM, as the `text2wav` package ships it, driven directly rather than
 * through text2wav's wrapper, which is unfit for a server: it passes the text as a command-line
 * argument, so a marker text such as "--help" is read as an option, no audio is written and the
 * wrapper's failure then ends the whole process (tried); espeak's exit(1) on a bad voice calls
 * process.exit; it prints to the console; and every call leaves two process listeners holding
 * its 16 MB heap. Here the text goes in as a file, exit and abort become rejections, output is
 * captured, and the listeners are removed at once.
 */

const requireHere = createRequire(import.meta.url);
const libPath = requireHere.resolve("text2wav/lib/espeak-ng.js");
const factory = requireHere(libPath) as (module: EmscriptenModule) => unknown;

// Compiled once; each run instantiates it afresh because espeak's main() keeps static state.
let compiled: Promise<object> | undefined;
const wasm = () => {
  compiled ??= readFile(join(dirname(libPath), "espeak-ng.wasm"))
    .then((b) => wasmApi.compile(b))
    .catch((error: unknown) => {
      compiled = undefined; // the next run tries again
      throw error;
    });
  return compiled;
};

/** Runs espeak-ng once on `text` with `args`; resolves with its stdout and output file. */
const run = async (args: string[], text: string, output?: string) => {
  const module = await wasm();
  return new Promise<{ stdout: string; file?: Uint8Array }>((resolve, reject) => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    let status = 0;
    const failure = (what: unknown) =>
      new Error(`espeak-ng failed: ${[...stderr, String(what)].join(" ").trim()}`);
    const m: EmscriptenModule = {
      arguments: [...args, "-f", "/input.txt"],
      print: (line) => stdout.push(line),
      printErr: (line) => stderr.push(line),
      quit: (code, toThrow) => {
        status = code;
        throw toThrow;
      },
      onAbort: (what) => reject(failure(what)),
      instantiateWasm: (imports, done) => {
        wasmApi
          .instantiate(module, imports)
          .then(done)
          .catch((e: unknown) => reject(failure(e)));
        return {};
      },
      preRun: [() => m.FS?.writeFile("/input.txt", text)],
      postRun: [
        () => {
          try {
            if (status !== 0) reject(failure(`exit ${status}`));
            else
              resolve({
                stdout: stdout.join("\n"),
                file: output === undefined ? undefined : m.FS?.readFile(output),
              });
          } catch (e) {
            reject(failure(e));
          } finally {
            m.FS?.unmount("/usr/share");
          }
        },
      ],
    };
    withoutNewListeners(() => factory(m));
  });
};

/** `text` spoken by the espeak-ng voice `voice` (`ko`, `en-us+f3`, …) as 16-bit mono PCM. */
export const espeakSpeak = async (text: string, voice: string): Promise<Pcm> => {
  const { file } = await run(["-b", "1", "-v", voice, "-w", "/speech.wav"], text, "/speech.wav");
  if (file === undefined) throw new Error("espeak-ng wrote no audio");
  return pcmOfWav(file);
};

/** The phonemes espeak-ng reads `text` as (`-x`): shows what a voice will actually say. */
export const espeakPhonemes = async (text: string, voice: string): Promise<string> =>
  (await run(["-q", "-x", "-b", "1", "-v", voice], text)).stdout;
