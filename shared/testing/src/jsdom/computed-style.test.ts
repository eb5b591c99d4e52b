// The unit tests' getComputedStyle (jest/jsdom-environment.cjs) computes what is read; every value must be jsdom's.
type Jsdom = { jsdomGetComputedStyle: typeof window.getComputedStyle };

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const PROPERTIES = ['display', 'visibility', 'pointer-events'] as const;
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

describe('getComputedStyle in the unit tests', () => {
  it('answers display, visibility and pointer-events as jsdom does: rules, inline style, inheritance, the default sheet', () => {
    const whole = (window as unknown as Jsdom).jsdomGetComputedStyle;
    expect(whole).toBeDefined();
    expect(window.getComputedStyle).not.toBe(whole);
    document.head.innerHTML = `<style>
      .opening { pointer-events: none; }
      .gone { display: none; }
      .shown { visibility: visible; }
      section { visibility: hidden; }
    </style>`;
    document.body.innerHTML = `
      <div id="plain"><span id="inline-span">a</span></div>
      <ul class="opening"><li id="in-opening"><button id="button">b</button></li></ul>
      <section><p id="in-hidden">c</p><p id="shown-again" class="shown">d</p></section>
      <div class="gone"><em id="in-gone">e</em></div>
      <div id="inline" style="display: inline-flex; visibility: collapse; pointer-events: auto; opacity: 0.5"></div>
      <div hidden id="hidden-attribute"></div>
      <script id="script"></script>`;
    const elements = [...document.body.querySelectorAll('*')];
    expect(elements.length).toBeGreaterThan(10);
    for (const element of elements) {
      const lazy = window.getComputedStyle(element);
      const jsdom = whole(element);
      for (const name of PROPERTIES) {
        expect([element.id || element.tagName, name, lazy.getPropertyValue(name)]).toEqual([element.id || element.tagName, name, jsdom.getPropertyValue(name)]);
        expect([element.id || element.tagName, name, (lazy as unknown as Record<string, string>)[camel(name)]]).toEqual([element.id || element.tagName, name, jsdom.getPropertyValue(name)]);
      }
    }
    // The cases a test relies on, spelled out.
    expect(getComputedStyle(document.getElementById('button')!).pointerEvents).toBe('none');
    expect(getComputedStyle(document.getElementById('in-hidden')!).visibility).toBe('hidden');
    expect(getComputedStyle(document.getElementById('shown-again')!).visibility).toBe('visible');
    expect(getComputedStyle(document.getElementById('in-gone')!.parentElement!).display).toBe('none');
    expect(getComputedStyle(document.getElementById('hidden-attribute')!).display).toBe('none');
    expect(getComputedStyle(document.getElementById('plain')!).display).toBe('block');
  });

  it('gives jsdom\'s whole declaration for anything else, computed when read as a browser\'s live declaration is', () => {
    document.body.innerHTML = '<div id="box" style="opacity: 0.5; color: red"></div>';
    const box = document.getElementById('box')!;
    const style = window.getComputedStyle(box);
    expect(style.opacity).toBe('0.5');
    expect(style.getPropertyValue('color')).toBe((window as unknown as Jsdom).jsdomGetComputedStyle(box).getPropertyValue('color'));
    expect(style).toBeInstanceOf(CSSStyleDeclaration);
    box.style.display = 'none';
    expect(style.display).toBe('none');
  });

  it('leaves what is not an element to jsdom (its error)', () => {
    expect(() => window.getComputedStyle({} as Element)).toThrow(TypeError);
  });
});
