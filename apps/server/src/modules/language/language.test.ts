import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type LanguageRow = { id: number; code: string; is_default: boolean };

describe('languages', () => {
  let api: TestApp;
  const list = async () => (await api.get('/api/language?skipPagination=true')).body.items as LanguageRow[];
  const defaults = async () =>
    (await list()).filter((language) => language.is_default).map((language) => language.code);

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('makes the first language the default', async () => {
    const response = await api.post('/api/language', { code: 'en', title: 'English' });
    expect(response.status).toBe(201);
    expect(response.body.language).toMatchObject({ code: 'en', is_default: true, is_enabled: true });
  });

  it('keeps exactly one default when another becomes default', async () => {
    const polish = await api.post('/api/language', { code: 'PL', title: 'Polski', is_default: false });
    expect(polish.body.language.code).toBe('pl');
    expect(await defaults()).toEqual(['en']);
    const switched = await api.post(`/api/language/${polish.body.language.id}`, { is_default: true });
    expect(switched.body.language.is_default).toBe(true);
    expect(await defaults()).toEqual(['pl']);
  });

  it('refuses to unset the only default, to disable it, or to delete it', async () => {
    const polish = (await list()).find((language) => language.code === 'pl')!;
    const unset = await api.post(`/api/language/${polish.id}`, { is_default: false });
    expect(unset.status).toBe(422);
    expect(unset.body.errors).toEqual({ is_default: 'messages.one_default_language' });
    const disable = await api.post(`/api/language/${polish.id}`, { is_enabled: false });
    expect(disable.status).toBe(422);
    const removal = await api.delete(`/api/language/${polish.id}`);
    expect(removal.status).toBe(409);
    expect(removal.body.errors).toEqual({ _: 'messages.one_default_language' });
    expect(await defaults()).toEqual(['pl']);
  });

  it('checks code length 2 to 4 and title at most 20 characters', async () => {
    const short = await api.post('/api/language', { code: 'e', title: 'E' });
    expect(short.body.errors).toEqual({ code: 'messages.code_too_short' });
    const long = await api.post('/api/language', { code: 'engli', title: 'x'.repeat(21) });
    expect(long.body.errors).toEqual({ code: 'messages.code_too_long', title: 'messages.too_long' });
    const blank = await api.post('/api/language', { code: '', title: '' });
    expect(blank.body.errors).toEqual({ code: 'messages.required', title: 'messages.required' });
  });

  it('refuses a duplicate code with 409', async () => {
    const response = await api.post('/api/language', { code: 'en', title: 'Again' });
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual({ code: 'messages.already_exists' });
  });

  it('filters active languages for form tabs', async () => {
    const russian = await api.post('/api/language', { code: 'ru', title: 'Русский', is_enabled: false });
    expect(russian.status).toBe(201);
    const active = (await api.get('/api/language?isActive=true&skipPagination=true')).body
      .items as LanguageRow[];
    expect(active.map((language) => language.code).sort()).toEqual(['en', 'pl']);
  });
});
