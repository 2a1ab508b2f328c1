import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

/*
 * axe-core in the real page. Its source goes in through `page.evaluate` (the DevTools protocol),
 * not a <script> tag: the console's Content-Security-Policy refuses inline scripts, and rightly.
 */

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
let axeSource: Promise<string> | undefined;

/** What the journeys refuse: a serious or critical violation shuts someone out. */
const BLOCKING: readonly ImpactValue[] = ["serious", "critical"];

/** One violation, as printed when a check fails. */
export interface AxeFinding {
  readonly id: string;
  readonly impact: ImpactValue | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly targets: readonly string[];
  readonly summary: string;
}

/**
 * Waits for finite animations (a dialog fading in, a button's colours easing out of its busy
 * look) so colours are measured at rest; again after two frames, as long as a state change that
 * landed meanwhile started new ones (a few rounds at most: a page that never rests is measured
 * as it is).
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === "running" &&
            a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    for (let round = 0; round < 5; round++) {
      const now = running();
      if (round > 0 && now.length === 0) return;
      await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
      await frame();
      await frame();
    }
  });

/** Runs axe on the whole document and answers its violations. */
export const axeViolations = async (page: Page): Promise<AxeFinding[]> => {
  axeSource ??= readFile(axePath, "utf8");
  await settle(page);
  await page.evaluate(await axeSource);
  const options: RunOptions = { resultTypes: ["violations"] };
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, runOptions);
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((n) => n.target.map(String).join(" ")),
      summary: v.nodes[0]?.failureSummary ?? "",
    }));
  }, options);
};

/** Formats findings as the failure message lists them. */
export const describeFindings = (findings: readonly AxeFinding[]): string =>
  findings
    .map(
      (f) =>
        `- [${f.impact}] ${f.id}: ${f.help} (${f.helpUrl})\n` +
        f.targets.map((t) => `    at ${t}`).join("\n") +
        (f.summary ? `\n    ${f.summary.replace(/\n/g, "\n    ")}` : ""),
    )
    .join("\n");

/**
 * Fails when axe finds a serious or critical violation on the page as it is now, naming each
 * rule, its help and the elements at fault. `label` says which screen it was.
 */
export const expectNoSeriousAxeViolations = async (page: Page, label: string): Promise<void> => {
  const blocking = (await axeViolations(page)).filter(
    (f) => f.impact !== null && BLOCKING.includes(f.impact),
  );
  if (blocking.length > 0)
    throw new Error(
      `axe found ${blocking.length} serious or critical violation(s) on ${label} (${page.url()}):\n` +
        describeFindings(blocking),
    );
};
