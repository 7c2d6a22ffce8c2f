import { adminCredentials, expect, getBaseUrl, LoginPage, t, test } from './support/index.ts';

// Sign-in, the guards around /app, sign-out and a session revoked mid-way. The server throttles
// refused sign-ins (5 per email and client in 15 minutes): this file refuses exactly one.

const isPanelUrl = (url: URL) => url.pathname === '/app' || url.pathname.startsWith('/app/');

test.describe('sign-in form', () => {
  test('shows each validation message once a field is touched', async ({ page, loginPage }) => {
    await loginPage.goto();
    const errorOf = (text: string) => page.getByText(text, { exact: true });

    // Nothing is said before a field has been left.
    await expect(errorOf(t('login.email_required'))).toHaveCount(0);
    await expect(errorOf(t('login.password_required'))).toHaveCount(0);

    await loginPage.emailInput.focus();
    await loginPage.passwordInput.focus();
    await expect(errorOf(t('login.email_required'))).toBeVisible();
    await expect(loginPage.emailInput).toHaveAttribute('aria-invalid', 'true');

    await loginPage.emailInput.fill('chef@');
    await expect(errorOf(t('login.invalid_email'))).toBeVisible();
    await expect(errorOf(t('login.email_required'))).toHaveCount(0);

    await loginPage.emailInput.focus();
    await expect(errorOf(t('login.password_required'))).toBeVisible();
    await loginPage.passwordInput.fill('abc');
    await expect(errorOf(t('login.password_too_short'))).toBeVisible();
    await expect(errorOf(t('login.password_required'))).toHaveCount(0);

    // Fixing both fields clears both messages.
    await loginPage.emailInput.fill('chef@restaurant.com');
    await loginPage.passwordInput.fill('abcd');
    await expect(errorOf(t('login.invalid_email'))).toHaveCount(0);
    await expect(errorOf(t('login.password_too_short'))).toHaveCount(0);
    expect(t('login.password_too_short')).toBe('Value must be longer than 3 characters');
  });

  test('submitting an empty form marks both fields without calling the server', async ({
    page,
    loginPage,
  }) => {
    await loginPage.goto();
    let loginCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') loginCalls += 1;
    });
    await loginPage.submitButton.click();
    await expect(page.getByText(t('login.email_required'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('login.password_required'), { exact: true })).toBeVisible();
    await expect(loginPage.emailInput).toBeFocused();
    expect(loginCalls).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a wrong password shows an error and stays on the sign-in screen', async ({ page, loginPage }) => {
    await loginPage.goto();
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/login');
    await loginPage.submitCredentials(adminCredentials.email, 'Wrong-password-1');
    expect((await refused).status()).toBe(401);
    await expect(page.getByRole('alert').filter({ hasText: t('login.wrong_credentials') })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(loginPage.submitButton).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the right credentials land on /app with a stored session', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn(adminCredentials.email, adminCredentials.password);
    expect(new URL(page.url()).pathname).toBe('/app');
    await expect(page.getByRole('banner')).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string } | null,
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user?.email).toBe(adminCredentials.email);
  });
});

test.describe('guards', () => {
  test('a visitor without a token is sent from a protected screen to sign-in', async ({ page }) => {
    await page.goto('/app/settings/cities');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(new LoginPage(page).emailInput).toBeVisible();
  });

  test('a signed-in user opening / is sent to /app', async ({ authenticatedPage: page }) => {
    await page.goto('/');
    await page.waitForURL(isPanelUrl);
    expect(new URL(page.url()).pathname).toBe('/app');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('session end', () => {
  test('sign-out returns to / and revokes the token', async ({ shell, adminSession, playwright }) => {
    const page = shell.page;
    await page.goto('/app/settings/cities');
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await shell.signOut();
    await expect(new LoginPage(page).emailInput).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const api = await playwright.request.newContext({ baseURL: getBaseUrl() });
    const me = await api.get('/api/me', { headers: { Authorization: `Bearer ${adminSession.token}` } });
    expect(me.status()).toBe(401);
    await api.dispose();

    // The guard now keeps this tab out of the panel.
    await page.goto('/app/settings/cities');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('a token revoked elsewhere sends the user to sign-in on the next call', async ({
    shell,
    adminSession,
    playwright,
  }) => {
    const page = shell.page;
    await page.goto('/app/settings/cities');
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();

    const api = await playwright.request.newContext({ baseURL: getBaseUrl() });
    const logout = await api.post('/api/logout', {
      headers: { Authorization: `Bearer ${adminSession.token}` },
    });
    expect(logout.status()).toBe(204);
    await api.dispose();

    // The panel learns of it with its next call: opening another list.
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401,
    );
    await shell.sidebar.getByRole('link', { name: t('nav.items.languages'), exact: true }).click();
    await refused;
    await page.waitForURL((url) => url.pathname === '/');
    await expect(new LoginPage(page).emailInput).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
