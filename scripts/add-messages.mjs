#!/usr/bin/env node
// Adds or replaces messages in an app's locale files: node scripts/add-messages.mjs <app> <messages.json>
// where messages.json is { "<locale>": { "<id>": "<message>", ... }, ... }. Several people (or helpers)
// may add messages at once: each run holds a lock file while it reads, merges and writes, so no run
// overwrites another's keys. New ids are appended; existing ids keep their place.
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const [app, file] = process.argv.slice(2);
if (!app || !file) {
  console.error('usage: node scripts/add-messages.mjs <web|admin> <messages.json>');
  process.exit(2);
}
const dir = join(import.meta.dirname, '..', 'apps', app, 'src', 'i18n');
const lock = join(dir, '.lock');
const additions = JSON.parse(readFileSync(file, 'utf8'));

for (let attempt = 0; ; attempt++) {
  try {
    closeSync(openSync(lock, 'wx'));
    break;
  } catch {
    if (attempt > 300) throw new Error(`${lock} held for 30 s: remove it if no run is going on`);
    await sleep(100);
  }
}
try {
  for (const [locale, messages] of Object.entries(additions)) {
    const path = join(dir, `${locale}.json`);
    const current = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, `${JSON.stringify({ ...current, ...messages }, null, 2)}\n`);
    console.log(`${app}/${locale}: ${Object.keys(messages).length} messages`);
  }
} finally {
  rmSync(lock, { force: true });
}
