#!/usr/bin/env node
// Deep-merges a fragment {"en": {...}, "ar": {...}} into locales/en.json and locales/ar.json.
// Usage: node scripts/merge-locales.mjs fragment.json
// Keeps both files' key order stable and writes them in one quick step, so several people adding keys to
// different namespaces at the same time do not overwrite each other's work.
import { readFileSync, writeFileSync } from 'node:fs';

const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
};

for (const language of ['en', 'ar']) {
  if (!fragment[language]) continue;
  const file = new URL(`../locales/${language}.json`, import.meta.url);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, fragment[language]), null, 2)}\n`);
}
