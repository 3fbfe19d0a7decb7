// Writes .br and .gz beside every text asset of a build folder, so the server sends compressed files without
// compressing on each request (slow phones on slow networks get the smallest bytes).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size > 1024) {
      const body = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

for (const dir of process.argv.slice(2)) walk(dir);
