import type { Plugin } from 'vite';

type PluginContext = ThisParameterType<
  Extract<NonNullable<Plugin['buildEnd']>, (...args: never[]) => unknown>
>;
type Names = Set<string> | 'all';

/** One `import ... from` (or side-effect import) of a module, resolved. */
type ImportRecord = { source: string; names: Names; isSideEffectOnly: boolean };
/** Where an exported name comes from: the module's own code, or another module's export. */
type ExportOrigin = { kind: 'local' } | { kind: 'forward'; source: string; name: string };

/**
 * What a module imports and exports, enough to follow names through re-exports. `opaque`
 * modules (CommonJS, CSS, JSON, unparsable) count as needed with every static import.
 */
export type ModuleShape =
  | { kind: 'opaque'; imports: string[] }
  | {
      kind: 'esm';
      /** Statements besides imports and export lists: the module itself is needed when reached. */
      hasCode: boolean;
      imports: ImportRecord[];
      exports: Map<string, ExportOrigin>;
      starSources: string[];
      /** Static imports the parse did not account for (`require`, injected by plugins). */
      otherImports: string[];
    };

export type UsedImport = { isModuleNeeded: boolean; source?: string; names: Names };

type AstNode = { type: string; [key: string]: unknown };
type Specifier = { type: string; imported?: AstNode; local: AstNode; exported?: AstNode };

const nameOf = (node: AstNode | undefined) =>
  node ? String((node.name as string | undefined) ?? (node.value as string | undefined)) : 'default';
const isOpaqueId = (id: string) => /\.(css|json)($|\?)/.test(id) || id.startsWith('\0');

export async function readModuleShape(context: PluginContext, id: string): Promise<ModuleShape> {
  const info = context.getModuleInfo(id);
  const staticImports = info?.importedIds ?? [];
  if (!info?.code || info.inputFormat === 'cjs' || isOpaqueId(id))
    return { kind: 'opaque', imports: staticImports };
  let body: AstNode[];
  try {
    body = context.parse(info.code).body as unknown as AstNode[];
  } catch {
    return { kind: 'opaque', imports: staticImports };
  }
  const resolved = new Map<string, string | undefined>();
  const resolve = async (specifier: string) => {
    if (!resolved.has(specifier)) {
      const result = await context.resolve(specifier, id);
      resolved.set(specifier, result && !result.external ? result.id : undefined);
    }
    return resolved.get(specifier);
  };

  let hasCode = false;
  const imports: ImportRecord[] = [];
  const importedLocals = new Map<string, { source: string; name: string }>();
  const exports = new Map<string, ExportOrigin>();
  const starSources: string[] = [];
  const exportLists: Specifier[][] = [];

  for (const node of body) {
    const sourceText = (node.source as AstNode | null | undefined)?.value as string | undefined;
    const source = sourceText ? await resolve(sourceText) : undefined;
    const specifiers = (node.specifiers ?? []) as Specifier[];
    if (node.type === 'ImportDeclaration') {
      if (!source) continue;
      const isSideEffectOnly = specifiers.length === 0;
      const isNamespace = isSideEffectOnly || specifiers.some((s) => s.type === 'ImportNamespaceSpecifier');
      const names = isNamespace ? 'all' : new Set(specifiers.map((s) => nameOf(s.imported)));
      imports.push({ source, names, isSideEffectOnly });
      for (const specifier of specifiers) {
        const name = specifier.type === 'ImportNamespaceSpecifier' ? '*' : nameOf(specifier.imported);
        importedLocals.set(nameOf(specifier.local), { source, name });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      if (!source) continue;
      if (node.exported)
        exports.set(nameOf(node.exported as AstNode), { kind: 'forward', source, name: '*' });
      else starSources.push(source);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      if (source) {
        for (const s of specifiers)
          exports.set(nameOf(s.exported), { kind: 'forward', source, name: nameOf(s.local) });
      } else {
        exportLists.push(specifiers);
      }
    } else if (!(node.type === 'ExpressionStatement' && node.directive)) {
      hasCode = true;
      if (node.type === 'ExportDefaultDeclaration') exports.set('default', { kind: 'local' });
    }
  }
  for (const specifiers of exportLists) {
    for (const s of specifiers) {
      const imported = importedLocals.get(nameOf(s.local));
      exports.set(nameOf(s.exported), imported ? { kind: 'forward', ...imported } : { kind: 'local' });
    }
  }
  const covered = new Set([...imports.map((record) => record.source), ...starSources]);
  for (const origin of exports.values()) if (origin.kind === 'forward') covered.add(origin.source);
  const otherImports = staticImports.filter((imported) => !covered.has(imported));
  return { kind: 'esm', hasCode, imports, exports, starSources, otherImports };
}

/** What asking a module for `names` makes reachable: the module itself, and names of others. */
export function findUsedImports(shape: ModuleShape, names: Names): UsedImport[] {
  if (shape.kind === 'opaque') {
    const imports = shape.imports.map((source) => ({ isModuleNeeded: true, source, names: 'all' as const }));
    return [{ isModuleNeeded: true, names: 'all' }, ...imports];
  }
  const used: UsedImport[] = [];
  const forward = (source: string, name: string) =>
    used.push({ isModuleNeeded: false, source, names: name === '*' ? 'all' : new Set([name]) });
  const wanted = names === 'all' ? [...shape.exports.keys()] : [...names];
  let isModuleNeeded = shape.hasCode || names === 'all';
  for (const name of wanted) {
    const origin = shape.exports.get(name);
    if (origin?.kind === 'forward') forward(origin.source, origin.name);
    else if (origin?.kind === 'local') isModuleNeeded = true;
    else for (const source of shape.starSources) forward(source, name);
  }
  if (names === 'all')
    for (const source of shape.starSources) used.push({ isModuleNeeded: false, source, names: 'all' });
  // Side-effect imports always run; every other import only once the module's own code does.
  for (const record of shape.imports) {
    if (isModuleNeeded || record.isSideEffectOnly) {
      used.push({ isModuleNeeded, source: record.source, names: record.names });
    }
  }
  if (isModuleNeeded)
    for (const source of shape.otherImports) used.push({ isModuleNeeded, source, names: 'all' });
  used.push({ isModuleNeeded, names: new Set() });
  return used;
}
