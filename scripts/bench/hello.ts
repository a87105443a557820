import express from 'express';

/** The baseline every figure is compared with: a bare Express 5 handler. */
const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.send('Hello World');
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
