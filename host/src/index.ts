// Async boundary: Module Federation negotiates the shared singletons (React, antd, ...) before
// any of them is evaluated, so the host's copies are the ones remotes use.
void import('./bootstrap');
