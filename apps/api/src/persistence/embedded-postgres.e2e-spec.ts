import { Pool } from 'pg';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';

describe('the embedded PostgreSQL (PGlite behind a socket)', () => {
  let embedded: EmbeddedPostgres;
  let pool: Pool;
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres();
    pool = new Pool({ connectionString: embedded.url, max: 10 });
  });
  afterAll(async () => {
    await pool.end();
    await embedded.stop();
  });

  it("answers many connections' parameterised queries at once, each with its own result", async () => {
    // parameters make the driver use Parse/Bind/Execute: interleaved, the unnamed portals collide
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        i % 2
          ? pool.query('SELECT $1::int AS n, repeat($2::text, $1::int) AS s', [i, 'x'])
          : pool.query('SELECT g AS n FROM generate_series(1, $1::int) g', [i % 7]),
      ),
    );
    answers.forEach((answer, i) => {
      const expected =
        i % 2 ? [{ n: i, s: 'x'.repeat(i) }] : Array.from({ length: i % 7 }, (_, g) => ({ n: g + 1 }));
      expect(answer.rows).toEqual(expected);
    });
  });

  it('keeps a transaction to its connection while others query', async () => {
    await pool.query('CREATE TABLE counter (n int)');
    await pool.query('INSERT INTO counter VALUES (0)');
    const bump = async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query('SELECT n FROM counter FOR UPDATE');
        await client.query('UPDATE counter SET n = $1', [rows[0].n + 1]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    };
    const read = (i: number) => pool.query('SELECT $1::int AS i, n FROM counter WHERE n >= $2', [i, 0]);
    const calls = Array.from({ length: 200 }, (_, i) => (i % 4 === 0 ? bump() : read(i)));
    const answers = await Promise.all(calls);
    answers.forEach((answer, i) => {
      if (answer) expect(answer.rows[0].i).toBe(i);
    });
    expect((await pool.query('SELECT n FROM counter')).rows).toEqual([{ n: 50 }]);
  });
});
