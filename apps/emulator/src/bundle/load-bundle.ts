import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

export interface LoadedBundle<Exports> {
  exports: Exports;
  /** Keeps V8's compiled code for what has run so far, for the next start (once per bundle). */
  saveCompiledCode(): void;
}

/**
 * Runs a CommonJS bundle, with V8's code cache kept beside it (`.v8`). Compiled here rather than
 * through require(): tsx's require hook scans every CommonJS file for dynamic imports and maps it,
 * which for one 4 MB file costs more than loading it.
 */
export function loadBundle<Exports>(file: string): LoadedBundle<Exports> {
  const codeCacheFile = `${file}.v8`;
  const cachedData = existsSync(codeCacheFile) ? readFileSync(codeCacheFile) : undefined;
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} as Exports };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, path.dirname(file));
  return {
    exports: module.exports,
    saveCompiledCode() {
      // V8 rejects a cache made by another Node version: it is then made again.
      if (cachedData && !script.cachedDataRejected) return;
      const partial = `${codeCacheFile}.${process.pid}.partial`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, codeCacheFile);
    },
  };
}
