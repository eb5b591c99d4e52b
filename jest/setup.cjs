// Runs after the test environment is up, before every test file. The files in node's environment (pure logic,
// `@jest-environment node`: no window) skip everything below: it is the DOM's, React's, antd's and msw's set-up, and
// loading testing-library, jest-dom and React for them was most of what such a file paid before its first test.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');

  // findBy*/waitFor give up after 1 s by default. On CI's two cores beside a build, a lazily loaded panel or
  // a first antd render can take longer (a whole shell's first fetches took over 5 s on a loaded machine); a
  // passing test never waits for the limit, a failing one waits 10 s. `npm test -- --busy` stretches it as it
  // stretches every other limit (PORTAL_TEST_TIME_FACTOR): its run beside two CPU-bound processes once waited over
  // 10 s for the shell's lazily loaded antd part to draw the quick panel.
  require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 * (Number(process.env.PORTAL_TEST_TIME_FACTOR) || 1) });

  // antd reads media queries (responsive grid, Spin, Layout); jsdom has no matchMedia. Width queries are
  // answered for the window's width (jsdom: 1024 px, a desktop), so the shell renders its desktop layout;
  // a test of the narrow layout sets window.innerWidth before rendering.
  const widthQueryMatches = (query) => {
    const width = window.innerWidth;
    const parts = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
    if (parts.length === 0) return false;
    return parts.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
  };
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query) => ({
        get matches() { return widthQueryMatches(query); },
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  // antd's observers (tables, overflow menus) expect ResizeObserver.
  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  // jsdom has getRandomValues but no crypto.subtle; PKCE (oidc-client-ts) needs its SHA-256.
  if (window.crypto && !window.crypto.subtle) {
    Object.defineProperty(window.crypto, 'subtle', { value: require('node:crypto').webcrypto.subtle, configurable: true });
  }

  // antd's CSS-in-JS writes hundreds of <style> rules into the document, and jsdom's getComputedStyle (which
  // antd, rc-motion and testing-library's visibility checks call constantly) walks every rule on each call:
  // that made an antd dialog test cost 10 s. Tests assert behaviour, not antd's stylesheet, so the styles are
  // computed (class names and hashes stay the same) but never inserted. Measured: the suite ~8x faster.
  {
    const path = require('node:path');
    const cssinjs = path.dirname(require.resolve('@ant-design/cssinjs/package.json', { paths: [path.join(__dirname, '..', 'shared/ui')] }));
    const dynamicCss = require.resolve('@rc-component/util/lib/Dom/dynamicCSS', { paths: [cssinjs] });
    jest.mock(dynamicCss, () => {
      const actual = jest.requireActual(dynamicCss);
      return { ...actual, updateCSS: () => document.createElement('style') };
    });
    // Nor are they computed: antd's style hook builds each component's stylesheet (token maths, stylis) and keeps it
    // in a global cache that every render then updates, only for the insertion above to drop it. The class names
    // and hashes come from the token hook, which stays. Measured in session 15 on the report page's tests: ~8 % of
    // their time.
    const styleRegister = require.resolve('@ant-design/cssinjs/lib/hooks/useStyleRegister', { paths: [path.join(__dirname, '..', 'shared/ui')] });
    jest.mock(styleRegister, () => ({ ...jest.requireActual(styleRegister), __esModule: true, default: () => undefined }));
  }

  // React 19's development build records an Error per created element (its "owner stack", which only decorates the
  // component stacks of React's own warnings). Creating them was ~5 % of a page test's time (createElement's own
  // time in a profile, session 15). Tests never read those stacks: React is told the per-render budget is spent.
  {
    const path = require('node:path');
    const react = require(require.resolve('react', { paths: [path.join(__dirname, '..', 'shared/ui')] }));
    const internals = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    if (internals && 'recentlyCreatedOwnerStacks' in internals) {
      Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Infinity, set: () => {} });
    }
  }

  // msw records where each request handler was declared (`new Error().stack`, for the browser's console log of
  // a matched request). Under jest every such stack is 100 frames put through the source maps: about 2 s of a
  // dialog test file that declares the portal's handlers per test. Nothing in Node reads it (ADR 0030, session 11).
  {
    const path = require('node:path');
    const msw = path.dirname(require.resolve('msw/package.json', { paths: [path.join(__dirname, '..', 'shared/testing')] }));
    jest.mock(path.join(msw, 'lib/core/utils/internal/getCallFrame.js'), () => ({ getCallFrame: () => undefined }));
  }

  // dom-accessibility-api asks for ::before/::after styles while computing accessible names; jsdom answers with
  // the element's own style (it has no pseudo-elements) after printing a "Not implemented" error with its stack
  // to the test log, 140 times in 25 files. Same answer, without the error.
  {
    const getComputedStyle = window.getComputedStyle.bind(window);
    window.getComputedStyle = (element) => getComputedStyle(element);
  }

  // In development builds antd's style utilities wrap every design token in a Proxy and every merged token in
  // getters, to record which tokens each component reads (statistics for antd's theme tooling; nothing renders
  // from them). That bookkeeping ran on every component style computation of every render: 1-2 s of a dialog
  // test file. Tests get the production twins (plain token, Object.assign), as the built portal has them.
  {
    const path = require('node:path');
    const antd = path.dirname(require.resolve('antd/package.json', { paths: [path.join(__dirname, '..', 'shared/ui')] }));
    const utils = path.dirname(require.resolve('@ant-design/cssinjs-utils/package.json', { paths: [antd] }));
    jest.mock(path.join(utils, 'lib/util/statistic.js'), () => ({
      __esModule: true,
      default: (token) => ({ token, keys: undefined, flush: () => {} }),
      merge: (...objects) => Object.assign({}, ...objects),
      statistic: {},
      _statistic_build_: {},
    }));
  }
}
