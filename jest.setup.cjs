// Runs after the jsdom environment is up, before every test file.
require('@testing-library/jest-dom');

// antd reads media queries (responsive grid, Spin, Layout); jsdom has no matchMedia.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query) => ({
      matches: false,
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
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has getRandomValues but no crypto.subtle; PKCE (oidc-client-ts) needs its SHA-256.
if (typeof window !== 'undefined' && window.crypto && !window.crypto.subtle) {
  Object.defineProperty(window.crypto, 'subtle', { value: require('node:crypto').webcrypto.subtle, configurable: true });
}
