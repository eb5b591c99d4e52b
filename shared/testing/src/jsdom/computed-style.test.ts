// The unit tests' getComputedStyle (jest/jsdom-environment.cjs) computes what is read; every value must be jsdom's.
type Jsdom = {
  jsdomGetComputedStyle: typeof window.getComputedStyle;
  jsdomCascadedStyle(element: Element): string;
  indexedCascadedStyle(element: Element): string;
};

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

  it('cascades every element as jsdom does, its default sheet looked up by tag: tags, nesting, attributes, states, own rules', () => {
    const { jsdomCascadedStyle, indexedCascadedStyle } = window as unknown as Jsdom;
    document.head.innerHTML = `<style>
      h1 { color: red; }
      .x > span, [data-y] { display: none; }
      @media screen { em { display: inline-block; } }
      @media print { strong { display: none; } }
      .card .title:not(.x), svg[viewBox] { display: none; }
      .Mixed-Case, li:has(> .title) { visibility: hidden; }
      @keyframes spin { to { transform: rotate(1turn); } }
    </style>`;
    // A tag of each of the default sheet's rules, the ones it nests, its attribute and state selectors, and some it
    // does not name (custom elements, SVG).
    document.body.innerHTML = `
      <article><h1>a</h1><section><h1>b</h1><aside><h1>c</h1></aside></section></article><nav><h1 hidden>d</h1></nav>
      <h2>e</h2><h3>f</h3><h4>g</h4><h5>h</h5><h6>i</h6><p>j</p><div class="x"><span>k</span><span data-y>l</span></div>
      <address>m</address><blockquote>n</blockquote><figure><figcaption>o</figcaption></figure><q>p</q><center>q</center><hr>
      <table><caption>r</caption><colgroup><col></colgroup><thead><tr><th>s</th></tr></thead><tbody><tr><td>t</td></tr></tbody><tfoot></tfoot></table>
      <ul><li>u</li><li><ol><li><ul><li>v</li></ul></li></ol></li></ul><menu></menu><dir></dir><dl><dt>w</dt><dd>x</dd></dl>
      <form><fieldset><legend>y</legend><label>z <input></label>
        <input type="hidden"><input type="search"><input type="password"><input type="image"><input type="file">
        <input type="radio"><input type="checkbox"><input type="button"><input type="submit" disabled><input type="reset">
        <input type="range"><input type="color" list="l"><input readonly><textarea dir="auto"></textarea>
        <select disabled><optgroup label="g"><option>o</option></optgroup></select><button disabled>b</button>
        <datalist id="l"></datalist><output>o</output><meter></meter><progress></progress></fieldset></form>
      <u>a</u><ins>b</ins><strong>c</strong><b>d</b><i>e</i><cite>f</cite><em>g</em><var>h</var><dfn>i</dfn><tt>j</tt>
      <code>k</code><kbd>l</kbd><samp>m</samp><pre>n</pre><xmp>o</xmp><mark>p</mark><big>q</big><small>r</small><s>s</s>
      <strike>t</strike><del>u</del><sub>v</sub><sup>w</sup><nobr>x</nobr><ruby>y<rt>z</rt><rp>(</rp></ruby><bdi>a</bdi><bdo>b</bdo>
      <map><area></map><marquee>c</marquee><layer></layer><details><summary>d</summary></details><dialog>e</dialog>
      <dialog open>f</dialog><template></template><noframes></noframes><iframe></iframe><embed><object></object><video></video>
      <main><header></header><footer></footer><hgroup></hgroup></main><my-element hidden></my-element><DIV-X></DIV-X>
      <div class="card"><p class="title">t</p><p class="title x">u</p><ul><li><span class="title">v</span></li></ul></div>
      <span class="Mixed-Case">w</span><svg viewBox="0 0 1 1"></svg>
      <svg><title>t</title><g><text>s</text></g></svg><script></script><link><meta><style></style>`;
    document.querySelector('input')!.focus();
    const elements = [document.documentElement, ...document.querySelectorAll('*')];
    expect(elements.length).toBeGreaterThan(120);
    const differences = elements
      .map((element) => ({ element: element.outerHTML.slice(0, 60), jsdom: jsdomCascadedStyle(element), indexed: indexedCascadedStyle(element) }))
      .filter(({ jsdom, indexed }) => jsdom !== indexed);
    expect(differences).toEqual([]);
    // Spelled out: a nested rule, an own rule, a screen media rule, a print one left out, the attribute rules.
    const at = (selector: string) => indexedCascadedStyle(document.querySelector(selector)!);
    expect(at('section aside h1')).toContain('font-size: 1.17em');
    expect(at('article > h1')).toContain('color: red');
    expect(at('em')).toContain('display: inline-block');
    expect(at('strong')).not.toContain('display: none');
    expect(at('input[type="hidden"]')).toContain('display: none');
    expect(at('dialog:not([open])')).toContain('display: none');
    expect(at('span[data-y]')).toContain('display: none');
    expect(at('my-element')).toContain('display: none');
    expect(at('.card > .title')).toContain('display: none');
    expect(at('.title.x')).not.toContain('display: none');
    expect(at('.Mixed-Case')).toContain('visibility: hidden');
  });

  it('leaves what is not an element to jsdom (its error)', () => {
    expect(() => window.getComputedStyle({} as Element)).toThrow(TypeError);
  });
});
