import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder up from here with a package.json that declares
 * workspaces. `npm run db:seed` runs in apps/server, but DATA_DIR and UPLOAD_DIR are relative to
 * the root, where `npm start` runs, so the scripts resolve them from there.
 */
export function workspaceRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.env.INIT_CWD ?? start;
    dir = parent;
  }
}
