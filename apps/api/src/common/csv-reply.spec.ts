import { csvText } from './csv-reply.js';

describe('csvText', () => {
  it('writes a header and the rows, lists joined and missing values empty', () => {
    expect(csvText(['code', 'methods', 'expires'], [['SUMMER', ['ideal', 'card'], null]])).toBe(
      'code,methods,expires\nSUMMER,ideal card,\n',
    );
  });

  it('keeps a text cell that starts like a formula from running as one', () => {
    const rows = [['=HYPERLINK("http://evil")', '+31 6', '-1', '@SUM(A1)', -5, 'plain']];
    expect(csvText(['a', 'b', 'c', 'd', 'e', 'f'], rows)).toBe(
      'a,b,c,d,e,f\n"\'=HYPERLINK(""http://evil"")",\'+31 6,\'-1,\'@SUM(A1),-5,plain\n',
    );
  });
});
