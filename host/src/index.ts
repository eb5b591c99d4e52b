import { drawBootSplash } from './app/start/boot-splash';

// The splash first, from the stored theme: the page is not white while the shell starts (ADR 0061).
drawBootSplash();
// Async boundary: Module Federation negotiates the shared singletons (React, antd, ...) before
// any of them is evaluated, so the host's copies are the ones remotes use.
void import('./bootstrap');
