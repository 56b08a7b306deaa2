// The goals every page must meet on a phone (issue 16) and the way a page's runs are judged.

/** What one Lighthouse run measured on one page: scores 0-100, times in ms. */
export type TMeasure = {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's benchmark index of the machine at the run (higher is faster): TBT follows it. */
  benchmarkIndex: number;
};

/** Goals: performance >= 95, accessibility 100, LCP < 2.5 s, TBT <= 100 ms. CLS is shown, and performance counts it. */
export const GOALS = { performance: 95, accessibility: 100, lcpBelowMs: 2500, tbtAtMostMs: 100 } as const;

/**
 * The goals a measure misses, in words (empty when it meets them all). Without `judgesPerformance`
 * (a machine that cannot stand in for a phone: host-check.ts) only accessibility is judged.
 */
export const missedGoals = (m: TMeasure, judgesPerformance = true): string[] => [
  ...(judgesPerformance && m.performance < GOALS.performance ? [`performance ${m.performance} < ${GOALS.performance}`] : []),
  ...(m.accessibility < GOALS.accessibility ? [`accessibility ${m.accessibility} < ${GOALS.accessibility}`] : []),
  ...(judgesPerformance && m.lcp >= GOALS.lcpBelowMs ? [`LCP ${Math.round(m.lcp)} ms >= ${GOALS.lcpBelowMs} ms`] : []),
  ...(judgesPerformance && m.tbt > GOALS.tbtAtMostMs ? [`TBT ${Math.round(m.tbt)} ms > ${GOALS.tbtAtMostMs} ms`] : []),
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each metric's median over a page's runs (scores and times separately, as Lighthouse's own advice on variance does). */
export const medianMeasure = (runs: TMeasure[]): TMeasure => ({
  performance: median(runs.map((r) => r.performance)),
  accessibility: median(runs.map((r) => r.accessibility)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
  benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
});

/**
 * One page's line: its median measure, its runs, and `unjudgedBecause` when its performance was
 * measured but could not be judged (the machine slowed while the page ran: host-check.ts), in which
 * case only accessibility can miss.
 */
export type TRow = { page: string; measure: TMeasure; runs: number; unjudgedBecause?: string };

/** The goals a row misses: performance too, unless the run or the row cannot judge it. */
export const rowMisses = (row: TRow, judgesPerformance = true): string[] => missedGoals(row.measure, judgesPerformance && !row.unjudgedBecause);

/** A Markdown table of the pages' measures, with what each misses (accessibility alone when performance is not judged). */
export const scoreTable = (rows: TRow[], judgesPerformance = true): string => {
  const verdict = (row: TRow) => {
    const missed = rowMisses(row, judgesPerformance);
    const unjudged = judgesPerformance && row.unjudgedBecause ? ` (performance not judged: ${row.unjudgedBecause})` : '';
    return `${missed.length ? `MISSED: ${missed.join(', ')}` : 'met'}${unjudged}`;
  };
  if (!judgesPerformance) {
    return [
      '| page | accessibility | goals |',
      '| --- | ---: | --- |',
      ...rows.map((row) => `| ${row.page} | ${row.measure.accessibility} | ${verdict(row)} |`),
    ].join('\n');
  }
  const lines = [
    '| page | performance | accessibility | LCP (s) | TBT (ms) | CLS | CPU index | runs | goals |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => {
      const m = row.measure;
      return `| ${row.page} | ${m.performance} | ${m.accessibility} | ${(m.lcp / 1000).toFixed(1)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${Math.round(m.benchmarkIndex)} | ${row.runs} | ${verdict(row)} |`;
    }),
  ];
  return lines.join('\n');
};
