import type { Page } from 'playwright-core';

type ShiftWindow = { __layoutShifts: number[] };

/** Records every layout shift not caused by input, from before the page's first script runs. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as ShiftWindow).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recorded so far (the page's CLS as Lighthouse adds it up for one window). */
export function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts.reduce((sum, v) => sum + v, 0));
}
