// Whether this machine can stand in for Lighthouse's phone. Lighthouse simulates the phone by
// multiplying the CPU time the page took here by four, so whatever this machine pays that a phone
// does not is multiplied too. On some virtual machines every first touch of a memory page traps to
// the hypervisor (shadow page tables): mapping fresh memory then costs about 3 ms a megabyte (12 µs a
// 4 KB page, where a page fault on hardware takes about 1 µs), Chromium's own work at navigation (a
// renderer's heap, the page's JavaScript context, layout's memory) grows several-fold, and TBT follows
// the machine rather than the page (site /: 0-16 ms on one machine, 280-540 ms with the same build,
// the same Chromium and the same benchmark index on such a machine: Lighthouse's benchmark index runs
// in memory it already has, so it cannot tell). There the check measures accessibility only, and
// says why.
//
// Cheap fresh memory is not enough: on 28 November a CI machine with fresh memory at 0.65 ms/MB and
// a benchmark index of 1,050-1,900 measured /dashboard's TBT at 309 ms (median of five) where another
// machine with the same index had 29. So the check also reads the yardstick (yardstick.ts), a page
// whose work never changes, through the same Lighthouse and Chromium: what Lighthouse counts for it
// is this machine's speed at a web page's kind of work, memory and layout included. It is read at the
// start, and again when a page misses, since a shared machine can slow down in the middle of a run.

/** Above this (4 µs a 4 KB page), fresh memory costs several times what a page fault costs on hardware. */
export const FRESH_MEMORY_LIMIT_MS_PER_MB = 1;

const TRIAL_MB = 32;
const TRIALS = 5;

/** Milliseconds to map and first write one megabyte of fresh memory here (median of five trials of 32 MB). */
export const freshMemoryMsPerMb = (): number => {
  const trials: number[] = [];
  for (let trial = 0; trial < TRIALS; trial++) {
    // A new ArrayBuffer this large is a new mapping: each 4 KB page is faulted in on its first write.
    const block = new Float64Array((TRIAL_MB * 1024 * 1024) / 8);
    const started = process.hrtime.bigint();
    block.fill(1);
    trials.push(Number(process.hrtime.bigint() - started) / 1e6 / TRIAL_MB);
  }
  trials.sort((a, b) => a - b);
  return trials[Math.floor(TRIALS / 2)]!;
};

/**
 * The yardstick's main-thread work as Lighthouse counts it (its CPU time here times four: yardstick.ts),
 * median of three runs after a warm-up. On 28 November's machine, where every page met every goal
 * by a margin, it read 670-820 ms (benchmark index 3,300-3,900).
 */
export const YARDSTICK_REFERENCE_MS = 720;
/**
 * Above this the machine, at that moment, turns a page's work into more than 1.75 times the CPU time
 * of the reference machine, and its TBT says more about the machine than about the page. Measured
 * with Lighthouse's multiplier raised to stand for slower machines (LIGHTHOUSE_CPU_SLOWDOWN): at 8
 * (a machine half as fast, yardstick 1,394 ms) the slowest pages' TBT medians were 65-80 ms, all
 * met; at 12 (a third as fast, 2,183 ms) three of four missed at 120-123 ms. 1.75 leaves the noise of
 * one machine's runs (the yardstick reads within about 15%) room below the goals.
 */
export const YARDSTICK_LIMIT_MS = Math.round(1.75 * YARDSTICK_REFERENCE_MS);

/** Whether the yardstick's reading lets this machine stand in for a phone. */
export const yardstickFits = (yardstickMs: number): boolean => yardstickMs <= YARDSTICK_LIMIT_MS;
/** The yardstick's reading against its reference and limit, in words. */
export const yardstickSummary = (yardstickMs: number): string =>
  `the yardstick's main-thread work ${Math.round(yardstickMs)} ms (reference ${YARDSTICK_REFERENCE_MS}, limit ${YARDSTICK_LIMIT_MS})`;

/** LIGHTHOUSE_PERFORMANCE: judge, skip, or auto (the machine decides). */
export const PERFORMANCE_SETTING = process.env.LIGHTHOUSE_PERFORMANCE ?? 'auto';

export type THostVerdict = { judgesPerformance: boolean; summary: string };

/**
 * Performance is judged when fresh memory is cheap enough here and the yardstick is within its limit
 * (undefined: not measured yet), or when LIGHTHOUSE_PERFORMANCE=judge asks for it anyway
 * (LIGHTHOUSE_PERFORMANCE=skip never judges it).
 */
export const hostVerdict = (msPerMb: number, yardstickMs?: number, setting = PERFORMANCE_SETTING): THostVerdict => {
  const cost = [`fresh memory costs ${msPerMb.toFixed(2)} ms/MB here (limit ${FRESH_MEMORY_LIMIT_MS_PER_MB})`, ...(yardstickMs === undefined ? [] : [yardstickSummary(yardstickMs)])].join(', ');
  if (setting === 'judge') return { judgesPerformance: true, summary: `${cost}; performance judged (LIGHTHOUSE_PERFORMANCE=judge)` };
  if (setting === 'skip') return { judgesPerformance: false, summary: `${cost}; accessibility only (LIGHTHOUSE_PERFORMANCE=skip)` };
  return msPerMb <= FRESH_MEMORY_LIMIT_MS_PER_MB && (yardstickMs === undefined || yardstickFits(yardstickMs))
    ? { judgesPerformance: true, summary: `${cost}; performance and accessibility judged` }
    : {
        judgesPerformance: false,
        summary:
          `${cost}: this machine cannot stand in for a phone, as Lighthouse would multiply that cost by four; ` +
          'accessibility only (LIGHTHOUSE_PERFORMANCE=judge measures performance anyway, docs/operations.md)',
      };
};
