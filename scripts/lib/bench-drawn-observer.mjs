// The one page-drawn observer of the benches (the shell bench in scripts/bench.mjs and the new-tab bench,
// scripts/lib/bench-newtab.mjs): injected with `page.addInitScript`, it marks in `window.__drawn` the time
// (`performance.now()`, ms since the tab's navigation started, at the frame after each appears) when
// - `shell`: the shell's frame is drawn;
// - `title`: the page's title (its h1 in the page area);
// - `rows`: the page's rows: a table's first row, or a dashboard's first widget with its data;
// - `firstWidget` / `allWidgets`: a dashboard's first widget and every widget with its data (charts included; a
//   widget is drawn when no skeleton is left in its cell).
// The splash covers the page, so its largest paint is not the page's (ADR 0061): these marks say when the page is.
// Each largest-paint candidate is also named as it is reported (\`window.__lcpNames\`, by its start time): a loading
// title is gone from the page by the time the bench reads the entries.

export const PAGE_DRAWN_OBSERVER = `
  window.__drawn = {};
  const mark = (name) => {
    if (name in window.__drawn) return;
    window.__drawn[name] = null;
    requestAnimationFrame(() => { window.__drawn[name] = performance.now(); });
  };
  new MutationObserver(() => {
    if (document.querySelector('[data-testid=app-shell]')) mark('shell');
    if (document.querySelector('#portal-page h1')) mark('title');
    if (document.querySelector('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row')) mark('rows');
    const cells = document.querySelectorAll('[data-widget-cell]');
    if (cells.length === 0) return;
    const drawn = [...cells].filter((cell) => !cell.querySelector('.ant-skeleton')).length;
    if (drawn > 0) { mark('firstWidget'); mark('rows'); }
    if (drawn === cells.length) mark('allWidgets');
  }).observe(document, { childList: true, subtree: true });
  window.__lcpNames = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      if (!el) continue;
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (el.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 30);
      window.__lcpNames[entry.startTime] = el.tagName.toLowerCase() + (testId ? ' in ' + testId : '') + (text ? ' "' + text + '"' : '');
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;
