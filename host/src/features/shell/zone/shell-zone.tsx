import { preloadable } from '../../../app/lazy/preloadable';

// One chunk ("start-shell-zone", its npm code in one file beside it: ADR 0048 split-chunks) for the shell's antd part and the page area's route elements that draw with antd.

/** The catch-all route's element (remote pages and their error page): rendered inside the zone, so loaded with it. */
export const RemoteAreaPart = preloadable(
  async () => (await import(/* webpackChunkName: "start-shell-zone" */ '../../remotes/RemoteArea')).RemoteArea,
);

/**
 * The shell's antd part, loaded on its own (ADR 0062): the start draws the frame without antd, and start-portal asks
 * for this chunk beside the session so it is usually there when the frame renders.
 */
export const ShellZone = preloadable(async () => {
  const [zone] = await Promise.all([import(/* webpackChunkName: "start-shell-zone" */ './ShellAntdZone'), RemoteAreaPart.preload()]);
  return zone.ShellAntdZone;
});
