/**
 * @jest-environment node
 */
import { lineDiff } from './line-diff';

describe('lineDiff', () => {
  it('marks the lines only in the newer text as added and those only in the older as removed, in order', () => {
    expect(lineDiff('# Refunds\nAsk first.\nThen wait.', '# Refunds\nAsk a colleague first.\nThen wait.\nDone.')).toEqual([
      { kind: 'same', text: '# Refunds' },
      { kind: 'removed', text: 'Ask first.' },
      { kind: 'added', text: 'Ask a colleague first.' },
      { kind: 'same', text: 'Then wait.' },
      { kind: 'added', text: 'Done.' },
    ]);
  });

  it('finds no change between equal texts', () => {
    expect(lineDiff('a\nb', 'a\nb').every((l) => l.kind === 'same')).toBe(true);
  });
});
