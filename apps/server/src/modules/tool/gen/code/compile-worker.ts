import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { Project } from 'ts-morph';

/** What the checker thread is asked: files to lay over the checkout, and which of them each side checks. */
export interface CompileJob {
  id: number;
  overlays: [string, string][];
  /** Absolute paths checked by the server program and by the console program. */
  checked: [string[], string[]];
}

export interface CompileDiagnostic {
  file: string;
  line: number;
  message: string;
}

const root = (workerData as { root: string }).root;

/** Server and contracts, then the console: each with its tsconfig. */
const SIDES = [
  { tsconfig: 'apps/server/tsconfig.json', augmentations: 'apps/server/src' },
  { tsconfig: 'apps/web/tsconfig.json', augmentations: 'apps/web/src' },
];

const DECLARES = /^\s*declare module ['"]/m;

/**
 * Files that declare or augment other modules' types (`declare module 'fastify'`, typings of untyped packages such
 * as bpmn-moddle): nothing imports them, yet the code that generated files reach needs them.
 */
function augmentations(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f))
    .filter((f) => DECLARES.test(fs.readFileSync(f, 'utf8')));
}

let projects: Promise<Project[]> | null = null;
function load(): Promise<Project[]> {
  projects ??= import('ts-morph').then(({ Project }) =>
    SIDES.map((side) => {
      const project = new Project({
        tsConfigFilePath: path.join(root, side.tsconfig),
        skipAddingFilesFromTsConfig: true,
        compilerOptions: { noEmit: true, declaration: false, sourceMap: false },
      });
      if (side.augmentations)
        for (const file of augmentations(path.join(root, side.augmentations)))
          project.addSourceFileAtPath(file);
      return project;
    }),
  );
  return projects;
}

/**
 * Lays the overlays over the checkout, collects the checked files' diagnostics, then forgets the overlaid files so
 * the next check reads them from the disk again (an apply may have written them meanwhile). Files the project
 * keeps are refreshed from the disk first: the checkout may have changed since the last check.
 */
function checkOne(project: Project, overlays: [string, string][], checked: string[]): CompileDiagnostic[] {
  for (const file of project.getSourceFiles()) {
    if (fs.existsSync(file.getFilePath())) file.refreshFromFileSystemSync();
    else project.removeSourceFile(file);
  }
  try {
    for (const [full, text] of overlays) project.createSourceFile(full, text, { overwrite: true });
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
          file: path.relative(root, full),
          line: d.getLineNumber() ?? 0,
          message: typeof text === 'string' ? text : text.getMessageText(),
        });
      }
    }
    return diagnostics;
  } finally {
    for (const [full] of overlays) {
      const file = project.getSourceFile(full);
      if (file) project.removeSourceFile(file);
    }
  }
}

parentPort!.on('message', async (job: CompileJob) => {
  try {
    const [server, web] = await load();
    const diagnostics = [
      ...checkOne(server!, job.overlays, job.checked[0]),
      ...checkOne(web!, job.overlays, job.checked[1]),
    ];
    parentPort!.postMessage({ id: job.id, diagnostics });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: String(error) });
  }
});
