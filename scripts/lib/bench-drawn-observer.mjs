// The one page-drawn observer of the benches (the shell bench in scripts/bench.mjs and the new-tab bench,
// scripts/lib/bench-newtab.mjs): injected with `page.addInitScript`, it marks in `window.__drawn` the time
// (`performance.now()`, ms since the tab's navigation started, at the frame after each appears) when
// - `shell`: the shell's frame is drawn;
// - `title`: the page's title (its h1 in the page area);
// - `rows`: the page's rows: a table's first row, or a dashboard's first widget with its data;
// - `firstWidget` / `allWidgets`: a dashboard's first widget and every widget with its data (charts included; a
//   widget is drawn when no skeleton is left in its cell).
// The splash covers the page, so its largest paint is not the page's (ADR 0061): these marks say when the page is.

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
`;
