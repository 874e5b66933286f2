// Writes .br and .gz beside each text asset of the build, so the server sends them as they are
// (@fastify/static preCompressed) instead of compressing on every request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

const files = (await fs.readdir(dist, { recursive: true })).filter((f) => TEXT.test(f));
await Promise.all(
  files.map(async (file) => {
    const full = path.join(dist, file);
    const content = await fs.readFile(full);
    if (content.length < 1024) return; // too small to gain anything
    const quality = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
    await fs.writeFile(`${full}.br`, await brotli(content, quality));
    await fs.writeFile(`${full}.gz`, await gzip(content, { level: 9 }));
  }),
);
