import { describe, expect, it } from 'vitest';
import { missedGoals, rowMisses, scoreTable, type TMeasure } from './budget.ts';
import { FRESH_MEMORY_LIMIT_MS_PER_MB, freshMemoryMsPerMb, hostVerdict, YARDSTICK_LIMIT_MS, YARDSTICK_REFERENCE_MS, yardstickFits } from './host-check.ts';

const slowPage: TMeasure = { performance: 89, accessibility: 100, lcp: 1200, tbt: 445, cls: 0, benchmarkIndex: 2743 };

describe('which goals the Lighthouse check judges on this machine', () => {
  it('judges performance where fresh memory is cheap, and not where it costs several times more', () => {
    expect(hostVerdict(0.4, undefined, 'auto').judgesPerformance).toBe(true);
    expect(hostVerdict(FRESH_MEMORY_LIMIT_MS_PER_MB, undefined, 'auto').judgesPerformance).toBe(true);
    const slow = hostVerdict(2.9, undefined, 'auto');
    expect(slow.judgesPerformance).toBe(false);
    expect(slow.summary).toContain('fresh memory costs 2.90 ms/MB here');
    expect(slow.summary).toContain('accessibility only');
  });

  it('judges performance where the yardstick reads at most twice the reference machine, and not beyond', () => {
    expect(hostVerdict(0.4, YARDSTICK_REFERENCE_MS, 'auto').judgesPerformance).toBe(true);
    expect(hostVerdict(0.4, YARDSTICK_LIMIT_MS, 'auto').judgesPerformance).toBe(true);
    const slow = hostVerdict(0.4, YARDSTICK_LIMIT_MS + 1, 'auto');
    expect(slow.judgesPerformance).toBe(false);
    expect(slow.summary).toContain(`the yardstick's main-thread work ${YARDSTICK_LIMIT_MS + 1} ms (reference ${YARDSTICK_REFERENCE_MS}, limit ${YARDSTICK_LIMIT_MS})`);
    expect(slow.summary).toContain('accessibility only');
    expect(hostVerdict(2.9, YARDSTICK_REFERENCE_MS, 'auto').judgesPerformance).toBe(false);
    expect(yardstickFits(YARDSTICK_LIMIT_MS)).toBe(true);
    expect(yardstickFits(YARDSTICK_LIMIT_MS + 1)).toBe(false);
  });

  it('a page measured while the machine had slowed misses only on accessibility, and says why performance was not judged', () => {
    const row = { page: 'site /dashboard (providers)', measure: slowPage, runs: 5, unjudgedBecause: 'the machine slowed' };
    expect(rowMisses(row)).toEqual([]);
    expect(rowMisses({ ...row, unjudgedBecause: undefined })).toEqual(['performance 89 < 95', 'TBT 445 ms > 100 ms']);
    expect(rowMisses({ ...row, measure: { ...slowPage, accessibility: 96 } })).toEqual(['accessibility 96 < 100']);
    expect(scoreTable([row])).toContain('| 5 | met (performance not judged: the machine slowed) |');
  });

  it('LIGHTHOUSE_PERFORMANCE=judge or skip decides whatever the machine', () => {
    expect(hostVerdict(2.9, 3 * YARDSTICK_LIMIT_MS, 'judge').judgesPerformance).toBe(true);
    expect(hostVerdict(0.4, YARDSTICK_REFERENCE_MS, 'skip').judgesPerformance).toBe(false);
  });

  it('without performance, only accessibility can miss', () => {
    expect(missedGoals(slowPage)).toEqual(['performance 89 < 95', 'TBT 445 ms > 100 ms']);
    expect(missedGoals(slowPage, false)).toEqual([]);
    expect(missedGoals({ ...slowPage, accessibility: 96 }, false)).toEqual(['accessibility 96 < 100']);
    expect(scoreTable([{ page: 'site /', measure: { ...slowPage, accessibility: 96 }, runs: 1 }], false)).toContain('| site / | 96 | MISSED: accessibility 96 < 100 |');
  });

  it('measures a positive cost per megabyte', () => {
    expect(freshMemoryMsPerMb()).toBeGreaterThan(0);
  });
});
