// The formatter thread's entry. Node 20 does not hand the TypeScript loader of `--import tsx` on to
// worker threads (nodejs/node#47747), so this plain module loads the formatter through tsx itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./copy-formatter.ts', import.meta.url);
