import express from 'express';

/**
 * The second baseline: Express serving files from BENCH_STATIC_DIR, as a static site would serve
 * the same page bytes the app renders (the platform bench writes them there first).
 */
const app = express();
app.disable('x-powered-by');
app.use(express.static(process.env.BENCH_STATIC_DIR ?? '.'));
app.get('/ready', (_req, res) => {
  res.send('ready');
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
