#!/usr/bin/env node
// The `docgen` command. Sources are TypeScript, loaded through tsx so no build step is needed.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
