import { describe, expect, it } from 'vitest';
import { composeDocumentTitle } from './document-title.ts';

describe('the document title', () => {
  it('names the screen, then the brand', () => {
    expect(composeDocumentTitle('Customers', 'Mise')).toBe('Customers · Mise');
    expect(composeDocumentTitle('Edytuj klienta', 'Pizza Roma')).toBe('Edytuj klienta · Pizza Roma');
  });

  it('is the brand alone where no screen is named', () => {
    expect(composeDocumentTitle(undefined, 'Mise')).toBe('Mise');
  });
});
