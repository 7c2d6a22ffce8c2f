// Cold loads of the panel in headless Chromium: JS and CSS bytes as transferred (CDP Network),
// the same files at gzip -9, and the paint timings the page reports.
import { chromium } from 'playwright-core';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

const median = (values) => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** One cold load in a new context with the cache disabled; resolves when the network is idle. */
async function loadOnce(browser, url, session, gzipSizeOf) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    if (session) {
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        [session.token, JSON.stringify(session.user)],
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const responses = new Map();
    const files = [];
    cdp.on('Network.responseReceived', ({ requestId, response }) => responses.set(requestId, response));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = responses.get(requestId);
      if (!response) return;
      const path = new URL(response.url).pathname;
      if (!/\.(js|css)$/.test(path)) return;
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      files.push({
        path,
        status: response.status,
        encoding: headers['content-encoding'] ?? 'identity',
        transferred: encodedDataLength,
        body: Number(headers['content-length'] ?? Number.NaN),
        gzip: gzipSizeOf(path),
      });
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Pinned, so the result does not depend on what this Chromium version happens to advertise.
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    // The live order stream stays open as long as the page does: not part of loading, and with it
    // open the network would never be idle.
    await page.route('**/api/order/events**', (route) => route.abort());
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const paints = await page.evaluate(() =>
      Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])),
    );
    return {
      files,
      firstPaint: paints['first-paint'],
      firstContentfulPaint: paints['first-contentful-paint'],
      finalUrl: page.url(),
    };
  } finally {
    await context.close();
  }
}

const sum = (files, key) => files.reduce((total, file) => total + (file[key] ?? 0), 0);

/**
 * Loads `url` cold `times` times; bytes from the last load, paints as the median over all.
 * gzipSizeOf(urlPath) gives the gzip -9 size of the same file in the served build.
 */
export async function measureLoad(browser, url, { gzipSizeOf, session, times = 5 }) {
  const loads = [];
  for (let index = 0; index < times; index++) loads.push(await loadOnce(browser, url, session, gzipSizeOf));
  const last = loads.at(-1);
  const paintsOf = (key) => loads.map((load) => load[key]).filter((value) => value !== undefined);
  return {
    url,
    finalUrl: last.finalUrl,
    loads: times,
    files: last.files.sort((left, right) => right.gzip - left.gzip),
    transferred: sum(last.files, 'transferred'),
    body: sum(last.files, 'body'),
    gzip: sum(last.files, 'gzip'),
    encodings: [...new Set(last.files.map((file) => file.encoding))],
    firstPaint: median(paintsOf('firstPaint')),
    firstContentfulPaint: median(paintsOf('firstContentfulPaint')),
    firstPaints: paintsOf('firstPaint').map(Math.round),
  };
}
