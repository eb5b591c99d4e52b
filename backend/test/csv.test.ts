import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvCell, csvStream, toCsv } from '../src/lib/csv';
import { escapeLike } from '../src/lib/like';

describe('the CSV writer', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    assert.equal(csvCell('=HYPERLINK("http://evil")'), `"'=HYPERLINK(""http://evil"")"`);
    assert.equal(csvCell('+44 20 7946 0000'), "'+44 20 7946 0000");
    assert.equal(csvCell('-1'), "'-1");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell('\tcmd'), "'\tcmd");
    assert.equal(csvCell('TX-BBC-0001'), 'TX-BBC-0001', 'a dash inside a value is left alone');
    assert.equal(csvCell(-5), "'-5", 'negative numbers too: the quote keeps them text, never a formula');
  });

  it('quotes commas, quotes and line breaks, and writes empty cells for null', () => {
    assert.equal(toCsv(['a', 'b'], [['x,y', 'say "hi"'], [null, 'two\nlines']]), 'a,b\r\n"x,y","say ""hi"""\r\n,"two\nlines"\r\n');
  });

  it('streams a header and each row as the source yields it', async () => {
    async function* rows() {
      yield ['1', '=cmd'];
      yield ['2', 'ok'];
    }
    let text = '';
    for await (const chunk of csvStream(['n', 'value'], rows())) text += String(chunk);
    assert.equal(text, "n,value\r\n1,'=cmd\r\n2,ok\r\n");
  });
});

describe('LIKE escaping', () => {
  it('makes % _ and \\ match themselves', () => {
    assert.equal(escapeLike('50%_off\\'), '50\\%\\_off\\\\');
  });
});
