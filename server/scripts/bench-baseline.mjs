// The baseline of `npm run bench:api`: a plain Node HTTP server that sends recorded answers
// from memory (what any server needs at least to send those bytes). It runs in its own process,
// like the server it is compared with, so that neither shares a core with autocannon.
//
//   node bench-baseline.mjs answers.json   → prints the port it listens on
import fs from 'node:fs';
import http from 'node:http';

const recorded = new Map(
  JSON.parse(fs.readFileSync(process.argv[2], 'utf8')).map(({ key, status, headers, body }) => [
    key,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);

const server = http.createServer((req, res) => {
  const hit = recorded.get(`${req.method} ${req.url}`);
  if (!hit) {
    res.statusCode = 404;
    res.end();
    return;
  }
  const answer = () => {
    res.writeHead(hit.status, hit.headers);
    res.end(hit.body);
  };
  // A request without a body is answered at once, as the fastest server would.
  if (req.method === 'GET' || req.method === 'HEAD') return answer();
  req.resume();
  req.on('end', answer);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
