import { toCsv } from './csv.js';

const body = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')[1];

describe('toCsv', () => {
  it('neutralises a formula at the start of a cell', () => {
    expect(body(toCsv(['a'], [['=1+1']]))).toBe("'=1+1");
    expect(body(toCsv(['a'], [['@SUM(A1)']]))).toBe("'@SUM(A1)");
  });

  it('neutralises a formula after a semicolon or a comma, and quotes the cell (issue 24 item 10)', () => {
    expect(body(toCsv(['a'], [['x;=HYPERLINK("http://evil","a")']]))).toBe(
      '"\'x;=HYPERLINK(""http://evil"",""a"")"',
    );
    expect(body(toCsv(['a'], [['x, -2+3']]))).toBe('"\'x, -2+3"');
  });

  it('leaves ordinary text alone, quoting only what holds a separator', () => {
    expect(body(toCsv(['a', 'b'], [['Mariam Adel', 'Cairo; Egypt']]))).toBe(
      'Mariam Adel,"Cairo; Egypt"',
    );
    expect(body(toCsv(['a'], [['10-12 people']]))).toBe('10-12 people');
  });
});
