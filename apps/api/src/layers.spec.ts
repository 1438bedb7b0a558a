/**
 * The API's folders form layers whose imports run one way, downwards:
 *
 *   main.ts, app.ts, app.module.ts   the process and the root module
 *   database/                        what sits above every feature: the entity registry, migrations,
 *                                    the demo seed, the data source and its Nest module
 *   modules/<feature>/               the features
 *   persistence/ tenancy/ common/ config/
 *                                    the base features build on: TenantOwnedEntity, tenantScoped,
 *                                    advisory locks, the tenant, errors, logging, the environment
 *
 * A base file that imported a feature, or a feature that imported the registry, would close a cycle
 * (registry → feature → registry) that ESM resolves into `undefined` at start-up. Tests and
 * command-line programs (`cli.ts`, `*-cli.ts`) are exempt: like main.ts they start the whole app.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = __dirname;
const ROOT_FILES = ['main', 'app', 'app.module'];
const BASE = ['config', 'common', 'persistence', 'tenancy'];

/** Which layers each layer must not import. */
const FORBIDDEN: Record<string, string[]> = {
  ...Object.fromEntries(BASE.map((layer) => [layer, ['modules', 'database', 'root']])),
  modules: ['database', 'root'],
  database: ['root'],
};

const isExempt = (file: string) =>
  /\.(e2e-)?spec\.tsx?$/.test(file) || file.startsWith('test/') || /(^|\/|-)cli\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

/** The layer of a path relative to src/: its first folder, or `root` for the files beside main.ts. */
function layerOf(path: string): string {
  const [first, ...rest] = path.split('/');
  if (rest.length === 0) return ROOT_FILES.includes(first.replace(/\.(js|ts)$/, '')) ? 'root' : first;
  return first;
}

/** Relative imports of a file (static, re-exports and dynamic), as paths relative to src/. */
function importsOf(file: string, code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (m) => m[1],
  );
  return specifiers.map((specifier) => relative(SRC, resolve(SRC, dirname(file), specifier)));
}

function violations(files: { file: string; code: string }[]): string[] {
  return files
    .filter(({ file }) => !isExempt(file))
    .flatMap(({ file, code }) => {
      const forbidden = FORBIDDEN[layerOf(file)] ?? [];
      return importsOf(file, code)
        .filter((target) => forbidden.includes(layerOf(target)))
        .map((target) => `${file} imports ${target}`);
    });
}

describe('layers', () => {
  it('import only downwards: the base never imports a feature, a feature never the registry above it', () => {
    const files = sourceFiles(SRC).map((file) => ({ file, code: readFileSync(join(SRC, file), 'utf8') }));
    expect(files.some(({ file }) => file.startsWith('persistence/'))).toBe(true);
    expect(violations(files)).toEqual([]);
  });

  it('notice an import that runs upwards', () => {
    expect(
      violations([
        {
          file: 'persistence/x.ts',
          code: "import { Member } from '../modules/accounts/entities/member.entity.js';",
        },
        { file: 'modules/a/a.service.ts', code: "export { ENTITIES } from '../../database/entities.js';" },
        { file: 'common/y.ts', code: "const m = await import('../app.module.js');" },
        {
          file: 'modules/a/a.module.ts',
          code: "import { tenantScoped } from '../../persistence/tenant-scoped.js';",
        },
        {
          file: 'persistence/x.spec.ts',
          code: "import { Profile } from '../modules/profiles/profile.entity.js';",
        },
      ]),
    ).toEqual([
      'persistence/x.ts imports modules/accounts/entities/member.entity.js',
      'modules/a/a.service.ts imports database/entities.js',
      'common/y.ts imports app.module.js',
    ]);
  });
});
