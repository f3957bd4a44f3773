#!/usr/bin/env node
import { runCli } from './data/run-cli';

// The `forecourt` command (package.json "bin"): seed, import and migrate. Logic and messages live in
// data/run-cli.ts, which tests drive without a terminal.
process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
