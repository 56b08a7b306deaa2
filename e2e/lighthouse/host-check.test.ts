import { describe, expect, it } from 'vitest';
import { missedGoals, scoreTable, type TMeasure } from './budget.ts';
import { FRESH_MEMORY_LIMIT_MS_PER_MB, freshMemoryMsPerMb, hostVerdict } from './host-check.ts';

const slowPage: TMeasure = { performance: 89, accessibility: 100, lcp: 1200, tbt: 445, cls: 0, benchmarkIndex: 2743 };

describe('which goals the Lighthouse check judges on this machine', () => {
  it('judges performance where fresh memory is cheap, and not where it costs several times more', () => {
    expect(hostVerdict(0.4, 'auto').judgesPerformance).toBe(true);
    expect(hostVerdict(FRESH_MEMORY_LIMIT_MS_PER_MB, 'auto').judgesPerformance).toBe(true);
    const slow = hostVerdict(2.9, 'auto');
    expect(slow.judgesPerformance).toBe(false);
    expect(slow.summary).toContain('fresh memory costs 2.90 ms/MB here');
    expect(slow.summary).toContain('accessibility only');
  });

  it('LIGHTHOUSE_PERFORMANCE=judge or skip decides whatever the machine', () => {
    expect(hostVerdict(2.9, 'judge').judgesPerformance).toBe(true);
    expect(hostVerdict(0.4, 'skip').judgesPerformance).toBe(false);
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
