#!/usr/bin/env node
// Records keys whose translation may stay identical to German in one language (a brand, a unit, a loanword such
// as "Status" in English). Usage: node scripts/locale-allow.mjs <lang|*> key [key ...]. Locked like locale-merge.
import fs from 'node:fs';

const [lang, ...keys] = process.argv.slice(2);
if (!lang || keys.length === 0) {
  console.error('usage: node scripts/locale-allow.mjs <lang|*> key...');
  process.exit(2);
}
const file = 'locales/_same-as-german.json';
const lock = `${file}.lock`;
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) {
      console.error('could not lock');
      process.exit(1);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  data[lang] = [...new Set([...(data[lang] ?? []), ...keys])].sort();
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(data, null, 2) + '\n');
  fs.renameSync(`${file}.tmp`, file);
} finally {
  fs.rmdirSync(lock);
}
