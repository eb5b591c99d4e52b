import { createRequire } from 'node:module';
import path from 'node:path';
import { drawFramesOnDemand, FRAMES_AFTER_LAST_ACTIVITY_MS, type FrameLoopCanvas } from './frames-on-demand';

/**
 * The chart library's canvas class itself (AntV G as the charts bundle it: @ant-design/charts -> plots -> G2 -> G),
 * so that a G release that changes the loop this module takes over fails here rather than on a user's dashboard.
 * Its renderer draws nowhere (jsdom has no 2D context): G's loop, scene and events are what is under test.
 */
interface GElement {
  style: Record<string, unknown>;
}
interface GCanvas extends FrameLoopCanvas {
  appendChild(element: GElement): void;
  resize(width: number, height: number): void;
  destroy(): void;
}
/** The part of G's exports the test uses (@portal/ui does not depend on G: its types are not in reach). */
interface GModule {
  Canvas: new (config: Record<string, unknown>) => GCanvas;
  Circle: new (config: { style: Record<string, unknown> }) => GElement;
  AbstractRenderer: new () => { registerPlugin(plugin: unknown): void };
  AbstractRendererPlugin: new () => { context: unknown };
  CanvasEvent: { RERENDER: string };
}

function loadG(): GModule {
  let from = createRequire(path.join(__dirname, '../../../dashboard-widgets/package.json'));
  for (const name of ['@ant-design/charts', '@ant-design/plots', '@antv/g2']) from = createRequire(from.resolve(`${name}/package.json`));
  return from('@antv/g') as GModule;
}
const G = loadG();

class NowhereContextService {
  init() {}
  getDomElement() { return null; }
  getContext() { return null; }
  getDPR() { return 1; }
  getBoundingClientRect() { return undefined; }
  resize() {}
  applyCursorStyle() {}
  async toDataURL() { return ''; }
  destroy() {}
}

class NowhereContextPlugin extends G.AbstractRendererPlugin {
  name = 'nowhere-context';
  init() {
    (this.context as unknown as { ContextService: unknown }).ContextService = NowhereContextService;
  }
  destroy() {}
}

class NowhereRenderer extends G.AbstractRenderer {
  constructor() {
    super();
    this.registerPlugin(new NowhereContextPlugin());
  }
}

/** Animation frames and the clock under the test's hand: one `frame()` is one display refresh, 16 ms later. */
function screen() {
  let time = 0;
  let nextId = 1;
  const pending = new Map<number, FrameRequestCallback>();
  return {
    now: () => time,
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      pending.set(nextId, callback);
      return nextId++;
    },
    cancelAnimationFrame: (id: number) => {
      pending.delete(id);
    },
    /** Whether anything waits for the next frame. */
    waiting: () => pending.size > 0,
    frame() {
      time += 16;
      const due = [...pending.values()];
      pending.clear();
      for (const callback of due) callback(time);
    },
    frames(count: number) {
      for (let i = 0; i < count; i++) this.frame();
    },
  };
}

function chartCanvas(display: ReturnType<typeof screen>) {
  const canvas = new G.Canvas({
    container: document.createElement('div'),
    width: 200,
    height: 100,
    renderer: new NowhereRenderer(),
    requestAnimationFrame: display.requestAnimationFrame,
    cancelAnimationFrame: display.cancelAnimationFrame,
  });
  const drawn: number[] = [];
  canvas.addEventListener(G.CanvasEvent.RERENDER, () => drawn.push(display.now()));
  return { canvas, drawn };
}

const idleFrames = Math.ceil(FRAMES_AFTER_LAST_ACTIVITY_MS / 16) + 2;

/** The chart's activity as the test makes it: `wake()` is a pointer moving over the chart. */
function activity() {
  let listener = () => {};
  return {
    subscribe: (wake: () => void) => {
      listener = wake;
    },
    wake: () => listener(),
  };
}

/** A chart with one mark, its loop taken over and at rest (nothing drawn for longer than the loop waits). */
function chartAtRest() {
  const display = screen();
  const input = activity();
  const { canvas, drawn } = chartCanvas(display);
  const mark = new G.Circle({ style: { cx: 20, cy: 20, r: 10, fill: 'red' } });
  canvas.appendChild(mark);
  drawFramesOnDemand(canvas, input.subscribe, display.now);
  display.frames(idleFrames);
  return { display, input, canvas, drawn, mark };
}

describe('a chart canvas draws frames only while its picture can change', () => {
  it('as G ships it, the canvas asks for every frame for as long as it lives (the reason for this module)', () => {
    const display = screen();
    const { canvas } = chartCanvas(display);
    display.frames(idleFrames * 4);
    expect(display.waiting()).toBe(true);
    canvas.destroy();
  });

  it('stops asking for frames once nothing has been drawn for a while, whether taken over before or after G started', () => {
    for (const takeOverFirst of [false, true]) {
      const display = screen();
      const input = activity();
      const { canvas, drawn } = chartCanvas(display);
      if (takeOverFirst) drawFramesOnDemand(canvas, input.subscribe, display.now);
      canvas.appendChild(new G.Circle({ style: { cx: 20, cy: 20, r: 10, fill: 'red' } }));
      if (!takeOverFirst) drawFramesOnDemand(canvas, input.subscribe, display.now);
      display.frame();
      expect(drawn.length).toBeGreaterThan(0);
      display.frames(idleFrames);
      expect(display.waiting()).toBe(false);
      canvas.destroy();
    }
  });

  it('draws a changed style at once, then stops again', () => {
    const { display, canvas, drawn, mark } = chartAtRest();
    expect(display.waiting()).toBe(false);
    const before = drawn.length;

    mark.style.fill = 'blue';
    expect(display.waiting()).toBe(true);
    display.frame();
    expect(drawn.length).toBe(before + 1);
    display.frames(idleFrames);
    expect(display.waiting()).toBe(false);
    canvas.destroy();
  });

  it('draws what a pointer over the chart adds (a tooltip\'s crosshair), which G finds only by walking the scene', () => {
    const { display, input, canvas, drawn } = chartAtRest();
    const before = drawn.length;

    // The crosshair G2 adds on a pointer move: the move wakes the loop, its next frames find and draw the line.
    input.wake();
    canvas.appendChild(new G.Circle({ style: { cx: 60, cy: 20, r: 2, fill: 'grey' } }));
    display.frames(2);
    expect(drawn.length).toBeGreaterThan(before);
    display.frames(idleFrames);
    expect(display.waiting()).toBe(false);
    canvas.destroy();
  });

  it('draws again after a resize (G redraws for its camera)', () => {
    const { display, canvas, drawn } = chartAtRest();
    const before = drawn.length;
    canvas.resize(300, 120);
    expect(display.waiting()).toBe(true);
    display.frame();
    expect(drawn.length).toBe(before + 1);
    canvas.destroy();
  });

  it('asks for no frame once the chart is taken down, though taking it down changes its scene', () => {
    const { display, input, canvas } = chartAtRest();
    canvas.destroy();
    input.wake();
    expect(display.waiting()).toBe(false);
  });

  it('leaves a canvas it does not recognise to its own loop', () => {
    const subscribe = jest.fn();
    expect(() => drawFramesOnDemand(undefined, subscribe)).not.toThrow();
    expect(() => drawFramesOnDemand({} as FrameLoopCanvas, subscribe)).not.toThrow();
    // A canvas whose drawing reasons are not where G keeps them: its own loop goes on and still draws.
    const display = screen();
    const { canvas, drawn } = chartCanvas(display);
    const getRenderingContext = canvas.getRenderingContext.bind(canvas);
    canvas.getRenderingContext = () => ({ ...getRenderingContext(), renderReasons: undefined as unknown as Set<unknown> });
    drawFramesOnDemand(canvas, subscribe, display.now);
    canvas.getRenderingContext = getRenderingContext;
    canvas.appendChild(new G.Circle({ style: { cx: 20, cy: 20, r: 10, fill: 'red' } }));
    display.frames(idleFrames);
    expect(drawn.length).toBeGreaterThan(0);
    expect(display.waiting()).toBe(true);
    expect(subscribe).not.toHaveBeenCalled();
    canvas.destroy();
  });
});
