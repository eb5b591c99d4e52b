import { textOf } from './CommentComposer';

describe('textOf (is the comment draft empty?)', () => {
  it('reads the text of the draft', () => {
    expect(textOf('<p><strong> Refund </strong>stuck</p>')).toBe('Refund stuck');
    expect(textOf('<p><br></p>')).toBe('');
  });

  it("builds the draft in an inert document: none of the page's code runs for it", () => {
    // A custom element of the page stands for any handler the page would run for parsed markup.
    const constructed = jest.fn();
    customElements.define('probe-element', class extends HTMLElement {
      constructor() {
        super();
        constructed();
      }
    });
    expect(textOf('<p>Hi <probe-element>there</probe-element></p>')).toBe('Hi there');
    expect(constructed).not.toHaveBeenCalled();
  });
});
