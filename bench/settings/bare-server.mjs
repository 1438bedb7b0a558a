// The baseline: a bare node:http server answering a fixed JSON body, as fast as Node itself goes.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BENCH_BODY ?? '{}');
const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
