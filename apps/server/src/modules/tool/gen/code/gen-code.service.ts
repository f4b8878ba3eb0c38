import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { GenTable } from '@zcps/contracts';
import type { LoginUser } from '../../../../platform/auth/login-user.js';
import { ServiceError } from '../../../../platform/http/errors.js';
import { renderAgainst, writeInto } from './apply.js';
import { CompileChecker, type CompileResult } from './compile-check.js';
import type { Generated, GeneratedFile } from './render.js';

export type LoadGenTable = (caller: LoginUser, tableId: number) => Promise<GenTable>;

export interface GenCodeOptions {
  /** The checkout the code is generated for (its journal numbers migrations; apply writes there). */
  root: string;
  /** ZCPS_CODEGEN_WRITE: 生成代码 may write into the checkout (development only). */
  write: boolean;
}

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/** 代码生成's output: preview (path → code), compile check, zip, and writing into the checkout. */
export class GenCodeService {
  private readonly checker: CompileChecker;

  constructor(
    private readonly load: LoadGenTable,
    private readonly options: GenCodeOptions,
  ) {
    this.checker = new CompileChecker(options.root);
  }

  private async render(caller: LoginUser, tableIds: number[]): Promise<Generated[]> {
    if (!tableIds.length) throw new ServiceError('genCode.noTable');
    const tables: GenTable[] = [];
    for (const id of [...new Set(tableIds)]) tables.push(await this.load(caller, id));
    return renderAgainst(this.options.root, tables);
  }

  /**
   * Each wiring patch as a pseudo-file: what it adds to which existing file (preview lists them beside the files;
   * apply and the zip's PATCHES.md name them too).
   */
  private patchNotes(generated: Generated[]): GeneratedFile[] {
    return generated.flatMap((g) =>
      g.patches.map((patch) => {
        const before = read(path.join(this.options.root, patch.path)) ?? '';
        const lines = new Set(before.split('\n'));
        const added = patch
          .apply(before)
          .split('\n')
          .filter((line) => line.trim() && !lines.has(line));
        return {
          path: `${patch.path} (patch)`,
          code: `// ${patch.description}\n${added.join('\n')}\n`,
          language: patch.path.endsWith('.json') ? ('sql' as const) : ('typescript' as const),
        };
      }),
    );
  }

  /** RuoYi's preview map: file path → code, the wiring patches listed as `<path> (patch)`. */
  async preview(caller: LoginUser, tableId: number): Promise<Record<string, string>> {
    const generated = await this.render(caller, [tableId]);
    const files = [...generated.flatMap((g) => g.files), ...this.patchNotes(generated)];
    return Object.fromEntries(files.map((f) => [f.path, f.code]));
  }

  /** Whether the generated server and contract code compiles against this checkout, with the diagnostics. */
  async check(caller: LoginUser, tableId: number): Promise<CompileResult> {
    return this.checker.check(await this.render(caller, [tableId]), read);
  }

  /** A zip of the tables' files laid out as in the checkout, with PATCHES.md naming the wiring edits. */
  async zip(caller: LoginUser, tableIds: number[]): Promise<Uint8Array> {
    const generated = await this.render(caller, tableIds);
    const entries: Record<string, Uint8Array> = {};
    for (const file of generated.flatMap((g) => g.files)) entries[file.path] = strToU8(file.code);
    const notes = this.patchNotes(generated).map((n) => `## ${n.path}\n\n\`\`\`\n${n.code}\`\`\`\n`);
    entries['PATCHES.md'] = strToU8(`# Wiring edits of existing files\n\n${notes.join('\n')}`);
    return zipSync(entries);
  }

  /** Ends the compile check's thread (the app's onClose). */
  close(): Promise<void> {
    return this.checker.close();
  }

  /** RuoYi's 生成代码 to a path: writes into this checkout, only when ZCPS_CODEGEN_WRITE=true and the code compiles. */
  async apply(caller: LoginUser, tableId: number): Promise<{ written: string[]; patched: string[] }> {
    if (!this.options.write) throw new ServiceError('genCode.writeOff');
    const generated = await this.render(caller, [tableId]);
    const [first] = (await this.checker.check(generated, read)).diagnostics;
    if (first) throw new ServiceError('genCode.notCompiling', { ...first, file: first.file || '-' });
    return writeInto(this.options.root, generated);
  }
}
