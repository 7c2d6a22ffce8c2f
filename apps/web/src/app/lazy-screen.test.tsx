import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type LazyScreen, lazyScreen } from './lazy-screen.tsx';

function screenAfter(download: Promise<void>) {
  return lazyScreen(() => download.then(() => () => <p>the list</p>));
}

const render = (Screen: LazyScreen) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Screen />
    </Suspense>,
  );

describe('lazyScreen', () => {
  it('shows the loader while the screen downloads', () => {
    const Screen = screenAfter(new Promise(() => {}));
    expect(render(Screen)).toContain('loading');
  });

  it('renders at once, without the loader, once a prefetch has finished', async () => {
    const download = Promise.resolve();
    const Screen = screenAfter(download);
    Screen.prefetch();
    await download;
    await new Promise((resolve) => setTimeout(resolve));
    const html = render(Screen);
    expect(html).toContain('the list');
    expect(html).not.toContain('loading');
  });

  it('downloads once however often it is prefetched and rendered', async () => {
    let downloads = 0;
    const Screen = lazyScreen(async () => {
      downloads += 1;
      return () => <p>the list</p>;
    });
    Screen.prefetch();
    Screen.prefetch();
    render(Screen);
    await new Promise((resolve) => setTimeout(resolve));
    expect(render(Screen)).toContain('the list');
    expect(downloads).toBe(1);
  });

  it('passes its props on to the loaded component (a drawer gets its record)', async () => {
    const Drawer = lazyScreen(async () => ({ name }: { name: string }) => <p>{`editing ${name}`}</p>);
    Drawer.prefetch();
    await new Promise((resolve) => setTimeout(resolve));
    expect(renderToString(<Drawer name="Warsaw" />)).toContain('editing Warsaw');
  });
});
