// A page load in Debian's Chromium at a phone viewport, traced: the events of the page's renderer
// main thread (main-thread.mjs, long-tasks.mjs).

/** Loads `url` in a fresh phone context of `browser` (Playwright) and returns its main thread's trace events. */
export async function traceRendererMain(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1200);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  // The page's renderer is the main thread that worked most (about:blank has its own).
  const mains = events.filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain');
  const eventsOf = (thread) => events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const busy = (thread) => tasksIn(eventsOf(thread)).reduce((sum, task) => sum + task.dur, 0);
  return eventsOf(mains.sort((a, b) => busy(b) - busy(a))[0]);
}

/** The top-level tasks among a thread's events. */
export function tasksIn(events) {
  return events.filter((event) => event.name === 'RunTask' && event.dur);
}
