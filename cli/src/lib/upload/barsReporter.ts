import { MultiBar, Presets, type SingleBar } from "cli-progress";
import { describeFailure, failureLine } from "../errors";
import { formatBytes } from "../output/table";
import type { UploadReporter } from "./reporter";
import type { FileOutcome, LocalFile } from "./types";

const SHORT: Record<FileOutcome["status"], string> = {
  uploaded: "✔ uploaded",
  skipped: "↷ skipped, already in the tour",
  duplicate: "↷ duplicate of another file",
  failed: "✘ failed",
  "not-attempted": "· not attempted",
};

/**
 * Live bars on a terminal (stderr): an overall bar (bytes, files, speed) and one bar per file
 * in flight; finished files scroll above as lines. With `--wait`, the overall bar turns into
 * the tiling count and each scene being tiled gets a bar.
 */
export const barsReporter = (stream: NodeJS.WriteStream = process.stderr): UploadReporter => {
  const bars = new MultiBar(
    {
      stream,
      format: " {bar} {percentage}% │ {label} │ {info}",
      barsize: 24,
      hideCursor: true,
      clearOnComplete: false,
      autopadding: true,
    },
    Presets.shades_classic,
  );
  const active = new Map<string, { bar: SingleBar; sent: number; file: LocalFile }>();
  const tilingBars = new Map<string, SingleBar>();
  let overall: SingleBar | undefined;
  let files = 0;
  let totalBytes = 0;
  let doneFiles = 0;
  let doneBytes = 0;
  let started = Date.now();

  const refresh = () => {
    const inFlight = [...active.values()].reduce((s, a) => s + a.sent, 0);
    const sent = doneBytes + inFlight;
    const seconds = Math.max(0.001, (Date.now() - started) / 1000);
    overall?.update(sent, {
      label: "overall",
      info: `${doneFiles}/${files} files · ${formatBytes(sent)}/${formatBytes(totalBytes)} · ${formatBytes(sent / seconds)}/s`,
    });
  };

  return {
    start: (list) => {
      files = list.length;
      totalBytes = list.reduce((s, f) => s + f.bytes, 0);
      started = Date.now();
      overall = bars.create(Math.max(1, totalBytes), 0, { label: "overall", info: "" });
      refresh();
    },
    fileStart: (file) => {
      const bar = bars.create(Math.max(1, file.bytes), 0, { label: file.name, info: "" });
      active.set(file.path, { bar, sent: 0, file });
    },
    fileBytes: (file, sent) => {
      const a = active.get(file.path);
      if (a === undefined) return;
      a.sent = sent;
      a.bar.update(sent, { info: `${formatBytes(sent)}/${formatBytes(file.bytes)}` });
      refresh();
    },
    fileEnd: (o) => {
      const a = active.get(o.path);
      if (a !== undefined) bars.remove(a.bar);
      active.delete(o.path);
      doneFiles++;
      doneBytes += o.bytes;
      const error = o.error ? ` — ${failureLine({ ...o.error, exit: 1 })}` : "";
      bars.log(`${SHORT[o.status]}  ${o.name} (${formatBytes(o.bytes)})${error}\n`);
      refresh();
    },
    retry: (file, attempt, delayMs, error) => {
      const line = failureLine(describeFailure(error));
      bars.log(`↻ retry ${attempt} of ${file.name} in ${Math.round(delayMs)} ms after ${line}\n`);
    },
    uploadsDone: () => {
      refresh();
      if (overall !== undefined) bars.remove(overall);
      overall = undefined;
    },
    tiling: (statuses, names) => {
      overall ??= bars.create(Math.max(1, statuses.size), 0, { label: "tiling", info: "" });
      const count = (state: string) =>
        [...statuses.values()].filter((s) => s.state === state).length;
      overall.setTotal(Math.max(1, statuses.size));
      overall.update(count("done") + count("failed"), {
        label: "tiling",
        info: `${count("done")} done · ${count("tiling")} tiling · ${count("queued")} queued · ${count("failed")} failed`,
      });
      for (const [id, s] of statuses) {
        const bar = tilingBars.get(id);
        if (s.state === "tiling") {
          const label = names.get(id) ?? s.fileName;
          if (bar === undefined) tilingBars.set(id, bars.create(100, 0, { label, info: "tiling" }));
          tilingBars.get(id)?.update(Math.round(s.progress * 100));
        } else if (bar !== undefined) {
          bars.remove(bar);
          tilingBars.delete(id);
        }
      }
    },
    finish: () => bars.stop(),
  };
};
