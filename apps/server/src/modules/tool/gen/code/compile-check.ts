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

/**
 * Type-checks generated server and contract files against the real checkout with ts-morph (its own TypeScript),
 * in memory: the generated files and the patched index, catalogue and area files overlay the real ones, nothing is
 * written. ts-morph loads on first use (not at server start); the project stays warm between checks, and checks
 * run one at a time. Console files are checked by the golden test's tsc run, not here.
 */
export class CompileChecker {
  private project: Promise<Project> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly root: string) {}

  private load(): Promise<Project> {
    this.project ??= import('ts-morph').then(({ Project }) => {
      const project = new Project({
        tsConfigFilePath: path.join(this.root, 'apps/server/tsconfig.json'),
        skipAddingFilesFromTsConfig: true,
        compilerOptions: { noEmit: true, declaration: false, sourceMap: false },
      });
      // The platform's plugins add request.user, request.lang and route config through module augmentation.
      for (const file of augmentations(path.join(this.root, 'apps/server/src/platform')))
        project.addSourceFileAtPath(file);
      return project;
    });
    return this.project;
  }

  check(generated: Generated[], read: (file: string) => string | null): Promise<CompileResult> {
    const run = this.queue.then(() => this.run(generated, read));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async run(generated: Generated[], read: (file: string) => string | null): Promise<CompileResult> {
    const project = await this.load();
    const overlays = new Map<string, string>();
    for (const g of generated)
      for (const patch of g.patches.filter((p) => p.path.endsWith('.ts'))) {
        const full = path.join(this.root, patch.path);
        const before = overlays.get(full) ?? read(full);
        if (before !== null) overlays.set(full, patch.apply(before));
      }
    const checked: string[] = [];
    for (const g of generated)
      for (const file of g.files)
        if (
          file.language === 'typescript' &&
          !file.path.startsWith('apps/web/') &&
          !file.path.endsWith('.test.ts')
        ) {
          const full = path.join(this.root, file.path);
          overlays.set(full, file.code);
          checked.push(full);
        }
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
      return { compiles: diagnostics.length === 0, diagnostics: diagnostics.slice(0, MAX_DIAGNOSTICS) };
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
