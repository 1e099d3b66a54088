#!/usr/bin/env node
// Before `npm run build`: when PHP is installed, docgen's response calls run against the sample app, so it
// needs its SQLite database. Create and seed it once (sample-app/setup.sh); without PHP there is nothing to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('../sample-app/', import.meta.url));
const database = new URL('../sample-app/database/database.sqlite', import.meta.url);

function hasPhp() {
  try {
    execFileSync('php', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!existsSync(database) && hasPhp()) {
  console.log('Setting up the sample app database (sample-app/setup.sh) for response calls…');
  const run = spawnSync('sh', ['setup.sh'], { cwd: app, stdio: 'inherit' });
  if (run.status !== 0) {
    console.warn('The sample app database could not be set up; response calls will report errors.');
  }
}
