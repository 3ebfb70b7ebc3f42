import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFreeTestFiles, opensADatabase } from './database-use';

const server = path.join(import.meta.dirname, '..', '..');

describe('which server test files open a database (the PostgreSQL run takes only those)', () => {
  it('reads the harness, the checkout kit, openDatabase and the test database address as one', () => {
    for (const source of [
      "import { openTestShop, type TestShop } from '../test/harness';",
      "import { dropWhenIdle } from '../../test/harness';",
      "import { checkoutShop } from '../test/checkout-test-kit';",
      'const database = openDatabase({});',
      'const app = await anotherInstance(shop);',
      'if (usesPostgres()) return;',
      'const url = process.env.TEST_DATABASE_URL;',
    ])
      expect(opensADatabase(source), source).toBe(true);
    for (const source of [
      "import { startShop } from './test/shop-process';",
      "import { documentPhoto } from './photo';",
      "const config = loadConfig({ NODE_ENV: 'test' });",
    ])
      expect(opensADatabase(source), source).toBe(false);
  });

  it('lists the files that name none of them, and never a PostgreSQL-only file', () => {
    const free = databaseFreeTestFiles(server);
    expect(free).toContain('src/config.test.ts');
    expect(free).toContain('src/main.test.ts');
    expect(free).not.toContain('src/http/route-fuzz.test.ts');
    expect(free).not.toContain('src/test/database-use.test.ts');
    expect(free.filter((file) => file.endsWith('.pg.test.ts'))).toEqual([]);
  });
});
