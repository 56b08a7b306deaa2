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

export type THostVerdict = { judgesPerformance: boolean; summary: string };

/**
 * Performance is judged when fresh memory is cheap enough here, or when LIGHTHOUSE_PERFORMANCE=judge
 * asks for it anyway (LIGHTHOUSE_PERFORMANCE=skip never judges it).
 */
export const hostVerdict = (msPerMb: number, setting = process.env.LIGHTHOUSE_PERFORMANCE ?? 'auto'): THostVerdict => {
  const cost = `fresh memory costs ${msPerMb.toFixed(2)} ms/MB here (limit ${FRESH_MEMORY_LIMIT_MS_PER_MB})`;
  if (setting === 'judge') return { judgesPerformance: true, summary: `${cost}; performance judged (LIGHTHOUSE_PERFORMANCE=judge)` };
  if (setting === 'skip') return { judgesPerformance: false, summary: `${cost}; accessibility only (LIGHTHOUSE_PERFORMANCE=skip)` };
  return msPerMb <= FRESH_MEMORY_LIMIT_MS_PER_MB
    ? { judgesPerformance: true, summary: `${cost}; performance and accessibility judged` }
    : {
        judgesPerformance: false,
        summary:
          `${cost}: this machine cannot stand in for a phone, as Lighthouse would multiply that cost by four; ` +
          'accessibility only (LIGHTHOUSE_PERFORMANCE=judge measures performance anyway, docs/operations.md)',
      };
};
