// `npm start`: the build check and the server in this one process, which package.json's `exec`
// puts in the shell's place. npm forwards SIGTERM and SIGINT to its child only; were that child a
// shell running `a && b`, the signal would stop there and leave the server and PostgreSQL running.
import './ensure-built.mjs'; // builds what is stale, synchronously, before the server is loaded

await import('../apps/server/dist/main.js');
