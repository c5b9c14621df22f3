#!/usr/bin/env node
// Deep-merges a JSON fragment into locales/<lang>.json under a lock, so several people (or agents) adding
// strings at once never overwrite each other. Usage: node scripts/locale-merge.mjs <lang> <fragment.json>
// Keys are kept in insertion order; existing keys are overwritten by the fragment.
import fs from 'node:fs';
import path from 'node:path';

const [lang, fragmentPath] = process.argv.slice(2);
if (!lang || !fragmentPath) {
  console.error('usage: node scripts/locale-merge.mjs <lang> <fragment.json>');
  process.exit(2);
}
const target = path.resolve('locales', `${lang}.json`);
const lock = `${target}.lock`;
const fragment = JSON.parse(fs.readFileSync(fragmentPath, 'utf8'));

function merge(into, from) {
  for (const [k, v] of Object.entries(from)) {
    if (v && typeof v === 'object' && !Array.isArray(v) && into[k] && typeof into[k] === 'object') merge(into[k], v);
    else into[k] = v;
  }
  return into;
}

const deadline = Date.now() + 30_000;
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) {
      console.error(`could not lock ${target}`);
      process.exit(1);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  const current = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
  const tmp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(merge(current, fragment), null, 2) + '\n');
  fs.renameSync(tmp, target);
} finally {
  fs.rmdirSync(lock);
}
console.log(`merged ${fragmentPath} into ${target}`);
