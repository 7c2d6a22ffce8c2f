import type { Plugin } from 'vite';

/** Mantine's CSS-module class maps: `@mantine/core/esm/components/Button/Button.module.mjs`. */
const classesModule = /[\\/]@mantine[\\/]([a-z-]+)[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;
const baseStyles = 'virtual:mantine-base-styles';
const resolvedBaseStyles = `\0${baseStyles}`;

/**
 * Each Mantine component brings its own stylesheet, so a chunk carries the CSS of exactly the
 * components it renders, with no hand-kept list: `Button.module.mjs` (the class names Button
 * uses) imports `@mantine/core/styles/Button.layer.css`, and any module of another Mantine
 * package (dates, notifications) imports that package's `styles.layer.css`. Dependencies come
 * first in a chunk (Input before PasswordInput), as in Mantine's own ordering.
 * `virtual:mantine-base-styles` (src/app/base-styles.ts) is what every screen sits on. The dev
 * server pre-bundles Mantine, so no transform sees it there: the dev base is the whole sheet.
 */
export function mantineComponentStyles(): Plugin {
  let isBuild = true;
  return {
    name: 'mise:mantine-component-styles',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === baseStyles ? resolvedBaseStyles : undefined;
    },
    load(id) {
      if (id !== resolvedBaseStyles) return;
      const sheets = isBuild
        ? ['@mantine/core/styles/baseline.layer.css', '@mantine/core/styles/global.layer.css']
        : ['core', 'dates', 'notifications'].map((name) => `@mantine/${name}/styles.layer.css`);
      return sheets.map((sheet) => `import '${sheet}';`).join('\n');
    },
    async transform(code, id) {
      const match = isBuild ? classesModule.exec(id) : null;
      if (!match) return;
      const [, packageName, component] = match;
      const sheet =
        packageName === 'core'
          ? `@mantine/core/styles/${component}.layer.css`
          : `@mantine/${packageName}/styles.layer.css`;
      if (!(await this.resolve(sheet, id))) return;
      return { code: `import '${sheet}';\n${code}`, map: null };
    },
  };
}
