import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../i18n.ts';

/** The sign-in screen at `/`: Email and Password fields and the "Sign in" button. */
export class LoginPage {
  readonly emailInput: Locator;
  readonly passwordInput: Locator;
  readonly submitButton: Locator;

  constructor(readonly page: Page) {
    this.emailInput = page.getByLabel(t('login.email'), { exact: true });
    this.passwordInput = page.getByLabel(t('login.password'), { exact: true });
    this.submitButton = page.getByRole('button', { name: t('login.submit'), exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.emailInput).toBeVisible();
  }

  /** Fills and submits the form; waits for the panel under /app. */
  async signIn(email: string, password: string): Promise<void> {
    await this.submitCredentials(email, password);
    await this.page.waitForURL((url) => url.pathname === '/app' || url.pathname.startsWith('/app/'));
  }

  /** Fills and submits without waiting for success, for tests of refused sign-ins. */
  async submitCredentials(email: string, password: string): Promise<void> {
    await this.emailInput.fill(email);
    await this.passwordInput.fill(password);
    await this.submitButton.click();
  }
}
