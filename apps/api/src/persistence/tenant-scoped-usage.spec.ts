import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * tenantScoped (./tenant-scoped.ts) is the way a feature reads and writes its tenant's rows. A feature
 * that takes a plain repository of a tenant-owned entity must be listed here with its reason.
 */
const EXCEPTIONS: Record<string, { entity: string; why: string }[]> = {
  'modules/accounts/account-deletion.service.ts': [
    { entity: 'Member', why: "dueForPurge: the purge job's one deliberate read across all tenants" },
  ],
};

const SRC = join(__dirname, '..');
const isSource = (file: string) => file.endsWith('.ts') && !/\.(e2e-)?spec\.ts$/.test(file);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return isSource(entry.name) ? [relative(SRC, path)] : [];
  });
}

describe('tenant-owned tables', () => {
  const sources = files(SRC).map((file) => ({ file, code: readFileSync(join(SRC, file), 'utf8') }));
  const tenantOwned = new Set(
    sources.flatMap(({ code }) =>
      [...code.matchAll(/class (\w+) extends TenantOwnedEntity\b/g)].map((m) => m[1]),
    ),
  );

  it('are found', () => {
    expect([...tenantOwned]).toEqual(expect.arrayContaining(['Member', 'Profile', 'Session']));
  });

  it('are reached by features only through tenantScoped, apart from the listed exceptions', () => {
    const plain = sources
      .filter(({ file }) => file.startsWith('modules/'))
      .flatMap(({ file, code }) =>
        [...code.matchAll(/(?:getRepository|InjectRepository)\(\s*(\w+)\s*\)/g)]
          .map((m) => m[1])
          .filter((entity) => tenantOwned.has(entity))
          .filter((entity) => !EXCEPTIONS[file]?.some((exception) => exception.entity === entity))
          .map((entity) => `${file}: a plain repository of ${entity}; use tenantScoped(db, ${entity})`),
      );
    expect(plain).toEqual([]);
  });
});
