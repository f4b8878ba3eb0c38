import fs from 'node:fs';
import path from 'node:path';
import type { Project } from 'ts-morph';
import type { Generated } from './render.js';

export interface CompileDiagnostic {
  file: string;
  line: number;
  message: string;
}

export interface CompileResult {
  compiles: boolean;
  diagnostics: CompileDiagnostic[];
}

/** Most diagnostics one answer lists. */
const MAX_DIAGNOSTICS = 50;

/** One side of the checkout: its tsconfig and which generated files it checks. */
interface Side {
  tsconfig: string;
  checks: (file: string) => boolean;
  /** Folder whose `declare module` files must be loaded (they are imported by nothing the generated files reach). */
  augmentations?: string;
}

const SIDES: Side[] = [
  {
    tsconfig: 'apps/server/tsconfig.json',
    checks: (file) => !file.startsWith('apps/web/') && file.endsWith('.ts'),
    augmentations: 'apps/server/src/platform',
  },
  { tsconfig: 'apps/web/tsconfig.json', checks: (file) => file.startsWith('apps/web/') },
];

/**
 * Type-checks generated files against the real checkout with ts-morph (its own TypeScript), in memory: the
 * generated files and the patched index, catalogue and area files overlay the real ones, nothing is written.
 * Server and contracts, and the console, are two programs. ts-morph loads on first use (not at server start);
 * the programs stay warm between checks, and checks run one at a time. Generated tests are left to the golden
 * test (they pull in the whole app).
 */
export class CompileChecker {
  private projects: Promise<Project[]> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly root: string) {}

  private load(): Promise<Project[]> {
    this.projects ??= import('ts-morph').then(({ Project }) =>
      SIDES.map((side) => {
        const project = new Project({
          tsConfigFilePath: path.join(this.root, side.tsconfig),
          skipAddingFilesFromTsConfig: true,
          compilerOptions: { noEmit: true, declaration: false, sourceMap: false },
        });
        // The server's plugins add request.user, request.lang and route config through module augmentation.
        if (side.augmentations)
          for (const file of augmentations(path.join(this.root, side.augmentations)))
            project.addSourceFileAtPath(file);
        return project;
      }),
    );
    return this.projects;
  }

  check(generated: Generated[], read: (file: string) => string | null): Promise<CompileResult> {
    const run = this.queue.then(() => this.run(generated, read));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async run(generated: Generated[], read: (file: string) => string | null): Promise<CompileResult> {
    const projects = await this.load();
    const overlays = new Map<string, string>();
    for (const g of generated)
      for (const patch of g.patches.filter((p) => p.path.endsWith('.ts'))) {
        const full = path.join(this.root, patch.path);
        const before = overlays.get(full) ?? read(full);
        if (before !== null) overlays.set(full, patch.apply(before));
      }
    const files = generated
      .flatMap((g) => g.files)
      .filter((f) => f.language !== 'sql' && !/\.test\.tsx?$/.test(f.path));
    for (const file of files) overlays.set(path.join(this.root, file.path), file.code);
    const diagnostics: CompileDiagnostic[] = [];
    for (const [i, project] of projects.entries()) {
      const checked = files.filter((f) => SIDES[i]!.checks(f.path)).map((f) => path.join(this.root, f.path));
      diagnostics.push(...this.checkOne(project, overlays, checked));
    }
    return { compiles: diagnostics.length === 0, diagnostics: diagnostics.slice(0, MAX_DIAGNOSTICS) };
  }

  private checkOne(project: Project, overlays: Map<string, string>, checked: string[]): CompileDiagnostic[] {
    const originals = new Map<string, string | null>();
    try {
      for (const [full, text] of overlays) {
        const existing = project.getSourceFile(full);
        originals.set(full, existing ? existing.getFullText() : null);
        project.createSourceFile(full, text, { overwrite: true });
      }
      const program = project.getProgram();
      const diagnostics: CompileDiagnostic[] = [];
      for (const full of checked) {
        const source = project.getSourceFileOrThrow(full);
        for (const d of [
          ...program.getSyntacticDiagnostics(source),
          ...program.getSemanticDiagnostics(source),
        ]) {
          const text = d.getMessageText();
          diagnostics.push({
            file: path.relative(this.root, full),
            line: d.getLineNumber() ?? 0,
            message: typeof text === 'string' ? text : text.getMessageText(),
          });
        }
      }
      return diagnostics;
    } finally {
      for (const [full, text] of originals) {
        const file = project.getSourceFile(full);
        if (text === null) file?.delete();
        else file?.replaceWithText(text);
      }
    }
  }
}

/** Platform files that augment other modules' types (`declare module 'fastify'`). */
function augmentations(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f))
    .filter((f) => fs.readFileSync(f, 'utf8').includes('declare module '));
}
