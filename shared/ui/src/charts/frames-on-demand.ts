/**
 * What this module touches of the chart library's canvas (AntV G's `Canvas`, which G2 and @ant-design/charts draw
 * on). G keeps these as its own working parts: `frames-on-demand.test.ts` runs this module on the real class, so an
 * upgrade that renames one of them fails there.
 */
export interface FrameLoopCanvas {
  /** G starts its frame loop with this once its renderer is ready. */
  run(): void;
  render(frame?: unknown): void;
  /** The frame the loop asked for last; G's `destroy` cancels it. */
  frameId?: number;
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(id: number): void;
  destroy(...args: unknown[]): unknown;
  /** Why the next frame must draw: G adds one for a style change (its rendering service's `dirty`) and for the camera. */
  getRenderingContext(): { renderReasons: Set<unknown> } | undefined;
  addEventListener(type: string, listener: () => void): void;
}

/** How long the loop goes on after the last drawing or activity (a hover's highlight is drawn over a few frames). */
export const FRAMES_AFTER_LAST_ACTIVITY_MS = 500;

/** Subscribes `wake` to whatever can change the chart: its library's events, the pointer and keys over it. */
export type ChartActivity = (wake: () => void) => void;

const TAKEN_OVER = Symbol('frames on demand');

/**
 * Draws a chart's frames only while its picture can change. G asks for an animation frame 60 times a second for as
 * long as a chart is mounted, and each frame walks the whole scene to find what changed: a dashboard left open kept
 * part of a core busy for nothing (ADR 0132). The loop now stops once nothing has been drawn and nothing has happened
 * for FRAMES_AFTER_LAST_ACTIVITY_MS, and starts again on `activity` (a pointer over the chart, new data: G2 redraws
 * the marks, the tooltip's crosshair, a legend's filter) or when G itself adds a reason to draw (a style changed,
 * the camera after a resize). A change G finds only by walking the scene (an element added or moved) comes with one of
 * those: nothing changes a chart's scene on its own.
 *
 * Safe to call before or after G started its loop, and more than once. A canvas that does not have the parts above
 * (another version of G) keeps its own loop.
 */
export function drawFramesOnDemand(canvas: FrameLoopCanvas | undefined, activity: ChartActivity, now: () => number = () => performance.now()): void {
  if (!canvas || typeof canvas.run !== 'function' || typeof canvas.getRenderingContext !== 'function') return;
  // Without G's set of reasons to draw the loop could not be woken: the canvas keeps its own loop.
  if (!(canvas.getRenderingContext()?.renderReasons instanceof Set)) return;
  const marked = canvas as FrameLoopCanvas & { [TAKEN_OVER]?: true };
  if (marked[TAKEN_OVER]) return;
  marked[TAKEN_OVER] = true;
  let wakeLoop = () => {};
  activity(() => wakeLoop());
  const started = canvas.frameId !== undefined;
  canvas.run = () => {
    wakeLoop = runOnDemand(canvas, now);
  };
  if (started) {
    // G's loop already runs (its renderer was ready at once): its next frame is the last one it asks for.
    canvas.cancelAnimationFrame(canvas.frameId!);
    canvas.frameId = undefined;
    canvas.run();
  }
}

/** Runs the frame loop while there is something to draw or something happened lately; returns its wake-up call. */
function runOnDemand(canvas: FrameLoopCanvas, now: () => number): () => void {
  const reasons = canvas.getRenderingContext()!.renderReasons;
  let lastActivity = now();
  let scheduled = false;
  let stopped = false;
  const tick = () => {
    scheduled = false;
    canvas.frameId = undefined;
    if (stopped) return;
    canvas.render();
    if (reasons.size > 0 || now() - lastActivity < FRAMES_AFTER_LAST_ACTIVITY_MS) schedule();
  };
  const schedule = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    canvas.frameId = canvas.requestAnimationFrame(tick);
  };
  // G fires "rerender" only for a frame that drew something.
  canvas.addEventListener('rerender', () => {
    lastActivity = now();
  });
  const add = reasons.add.bind(reasons);
  reasons.add = (reason: unknown) => {
    add(reason);
    schedule();
    return reasons;
  };
  // Taking the canvas down marks its children changed: no frame may follow.
  const destroy = canvas.destroy.bind(canvas);
  canvas.destroy = (...args: unknown[]) => {
    stopped = true;
    return destroy(...args);
  };
  tick();
  return () => {
    lastActivity = now();
    schedule();
  };
}
