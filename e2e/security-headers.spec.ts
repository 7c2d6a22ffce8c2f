import type { Page } from '@playwright/test';
import {
  adminCredentials,
  expect,
  LoginPage,
  ResourceListPage,
  SettingsPage,
  test,
} from './support/index.ts';

// The panel keeps its token in localStorage, so the server sends a strict Content-Security-Policy
// (no inline script but the panel's own, by hash; no framing). The built panel must run under it:
// signing in and opening lists must not trip a single violation.

type Violation = { directive: string; blocked: string; sample: string };

/** Collects every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: Violation) => void })
        .reportCspViolation;
      report({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: `${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push({ directive: 'console', blocked: '', sample: message.text() });
    }
  });
  return violations;
}

test.describe('security headers', () => {
  test('the sign-in page, the API and uploads carry them', async ({ page, request }) => {
    const panel = await page.goto('/');
    const headers = panel!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    for (const url of ['/api/city', '/api/nothing', '/images/none.png', '/app/marketing/customers']) {
      const answer = await request.get(url);
      expect(answer.headers()['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  test('the panel runs under its policy: sign-in, lists and a form raise no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const loginPage = new LoginPage(page);
    await loginPage.goto();
    await loginPage.signIn(adminCredentials.email, adminCredentials.password);
    await expect(page.getByRole('main')).toBeVisible();
    const customers = await ResourceListPage.open(page, '/app/marketing/customers');
    expect(await customers.rowCount()).toBeGreaterThan(0);
    await customers.openCreate(); // forms load zod, whose eval probe a strict policy reports
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await ResourceListPage.open(page, '/app/marketing/banners');
    await new SettingsPage(page).goto();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the API reference runs under its policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/api/docs/');
    await expect(page.getByText('Mise API').first()).toBeVisible();
    await expect(page.locator('.opblock').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
