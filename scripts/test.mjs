// `npm test`: types, lint, unit and API tests, end-to-end tests. Every stage runs even when an
// earlier one failed; the last line printed is `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootDir } from './web-build.mjs';

const bin = (name) => join(rootDir, 'node_modules', '.bin', name);
const minutes = (count) => count * 60_000;
const reportDir = mkdtempSync(join(tmpdir(), 'mise-test-'));
const results = [];
/** The children running now, stopped with the run on SIGINT or SIGTERM. */
const runningChildren = new Set();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of runningChildren) killGroup(child, 'SIGTERM');
    rmSync(reportDir, { recursive: true, force: true });
    process.exit(130);
  });
}

/**
 * Runs a command in its own process group; resolves to its exit code. Its output goes to the
 * console as it comes, or, with `collect`, is kept and answered as `output`.
 */
function run(command, args, { timeoutMs, env = {}, collect = false }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: rootDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', collect ? 'pipe' : 'inherit', collect ? 'pipe' : 'inherit'],
      detached: true,
    });
    runningChildren.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n${command} ${args.join(' ')}: timed out after ${timeoutMs / 60_000} min, stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      runningChildren.delete(child);
      resolve({
        code: timedOut ? 124 : (code ?? 1),
        timedOut,
        output: Buffer.concat(output).toString(),
        finishedAt: Date.now(),
      });
    });
  });
}

function killGroup(child, signal) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function heading(text) {
  console.log(`\n=== ${text} ${'='.repeat(Math.max(0, 90 - text.length))}`);
}

/** Records a stage that counts as one check. */
async function runCheck(stage, name, command, args, timeoutMs) {
  heading(`${stage}: ${name}`);
  recordCheck(stage, name, Date.now(), await run(command, args, { timeoutMs }));
}

/** Runs checks side by side (tsc keeps to one core; one at a time leaves the others idle), then reports them in order. */
async function runChecksTogether(stage, checks, timeoutMs) {
  const started = Date.now();
  const outcomes = await Promise.all(
    checks.map(({ command, args }) => run(command, args, { timeoutMs, collect: true })),
  );
  checks.forEach(({ name }, index) => {
    heading(`${stage}: ${name}`);
    process.stdout.write(outcomes[index].output);
    recordCheck(stage, name, started, outcomes[index]);
  });
}

function recordCheck(stage, name, started, { code, timedOut, finishedAt }) {
  const passed = code === 0;
  results.push({
    stage,
    name,
    passed: passed ? 1 : 0,
    failed: passed ? 0 : 1,
    seconds: (finishedAt - started) / 1000,
    note: timedOut ? 'timed out' : passed ? '' : `exit code ${code}`,
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's JSON report: failed tests, plus files that failed outside any test (import or hook errors). */
function countVitest(report) {
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedInside = (file.assertionResults ?? []).some((test) => test.status === 'failed');
    if (file.status === 'failed' && !failedInside) failed += 1;
  }
  return { passed: report.numPassedTests ?? 0, failed, note: '' };
}

/** Playwright's JSON report: flaky tests passed on retry; errors outside tests (global setup) fail. */
function countPlaywright(report) {
  const stats = report.stats ?? {};
  const outsideErrors = (report.errors ?? []).length;
  const notes = [];
  if (stats.flaky) notes.push(`${stats.flaky} flaky`);
  if (stats.skipped) notes.push(`${stats.skipped} skipped`);
  if (outsideErrors) notes.push(`${outsideErrors} error(s) outside tests`);
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + outsideErrors,
    note: notes.join(', '),
  };
}

/** Records a test runner's counts from its JSON report; no report, or a bad exit with no failure, is 1 failed. */
async function runCounted(stage, name, command, args, { timeoutMs, reportPath, count, env }) {
  heading(`${stage}: ${name}`);
  const started = Date.now();
  rmSync(reportPath, { force: true });
  const { code, timedOut } = await run(command, args, { timeoutMs, env });
  const report = existsSync(reportPath) ? readJson(reportPath) : undefined;
  const counted = report ? count(report) : { passed: 0, failed: 0, note: '' };
  const notes = counted.note ? [counted.note] : [];
  if (!report) {
    counted.failed += 1;
    notes.push(timedOut ? 'timed out, no report' : `no report (exit code ${code})`);
  } else if (code !== 0 && counted.failed === 0) {
    counted.failed += 1;
    notes.push(timedOut ? 'timed out' : `exit code ${code} with no failed test`);
  }
  results.push({
    stage,
    name,
    passed: counted.passed,
    failed: counted.failed,
    seconds: (Date.now() - started) / 1000,
    note: notes.join('; '),
  });
}

// (a) Types: one check per project, all at once.
await runChecksTogether(
  'types',
  ['packages/contract', 'apps/server', 'apps/web', 'e2e'].map((project) => ({
    name: `tsc -p ${project}`,
    command: bin('tsc'),
    args: ['-p', project],
  })),
  minutes(4),
);

// (b) Lint and format.
await runCheck('lint', 'biome check .', bin('biome'), ['check', '.'], minutes(3));

// (c) Unit and API tests (the server's test setup also runs them on TEST_DATABASE_URL when set).
const vitestReport = join(reportDir, 'vitest.json');
await runCounted(
  'unit+api',
  'vitest run',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { timeoutMs: minutes(12), reportPath: vitestReport, count: countVitest },
);

// (d) End-to-end: the system Chromium, a fresh build of the panel, the real server.
heading('e2e: prepare');
let isE2eReady = true;
if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  const { code } = await run('bash', [join(rootDir, 'scripts/install-chromium.sh')], {
    timeoutMs: minutes(10),
  });
  if (code !== 0) {
    results.push({
      stage: 'e2e',
      name: 'install chromium',
      passed: 0,
      failed: 1,
      seconds: 0,
      note: `exit ${code}`,
    });
    isE2eReady = false;
  }
}
if (isE2eReady) {
  // Always rebuild here: a test run must not trust a build made from other sources.
  await runCheck('e2e', 'web build', 'npm', ['run', 'build', '-w', 'apps/web'], minutes(8));
  isE2eReady = results.at(-1).failed === 0;
}
if (isE2eReady) {
  const playwrightReport = join(reportDir, 'playwright.json');
  await runCounted('e2e', 'playwright test', bin('playwright'), ['test', '--reporter=list,json'], {
    timeoutMs: minutes(24.5),
    reportPath: playwrightReport,
    count: countPlaywright,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
} else {
  results.push({ stage: 'e2e', name: 'playwright test', passed: 0, failed: 1, seconds: 0, note: 'not run' });
}

rmSync(reportDir, { recursive: true, force: true });
printSummary();

function printSummary() {
  const rows = results.map((result) => [
    result.stage,
    result.name,
    String(result.passed),
    String(result.failed),
    `${result.seconds.toFixed(1)}s`,
    result.note,
  ]);
  const header = ['stage', 'check', 'passed', 'failed', 'time', 'note'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const format = (row) =>
    row
      .map((cell, column) =>
        column === 2 || column === 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  const totalPassed = results.reduce((sum, result) => sum + result.passed, 0);
  const totalFailed = results.reduce((sum, result) => sum + result.failed, 0);

  heading('summary');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(format(row));
  console.log(`${totalPassed} passed, ${totalFailed} failed`);
  process.exitCode = totalFailed === 0 ? 0 : 1;
}
