import { build } from 'esbuild';
import ts from 'typescript';
import { type AdapterName, adapterNames } from '../functions/adapters/pick';

/**
 * What a Lambda's code reads of Deps, for the check that its lambda.ts
 * provides every adapter it needs (provided-adapters.test.ts): the function's
 * own source files as esbuild bundles them, and in them every read of an
 * adapter's name (`d.physicians`, `{ physicians } = d`) on Deps, a Pick of
 * it, or any type Deps may be passed as (`{ search?: … }`). A read in bundled code that is
 * never run only asks for one adapter too many; a read the bundle lacks
 * cannot happen at run time.
 */

const depsFile = 'functions/core/deps.ts';
const names = new Set<string>(adapterNames);

/** The project's own files esbuild puts into the bundle of functions/<entry>. A bundle without pick.ts has no Deps to read. */
export const bundledSources = async (entry: string): Promise<string[]> => {
  const result = await build({
    entryPoints: [`functions/${entry}`],
    bundle: true,
    write: false,
    outfile: 'index.mjs',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  const out = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
  return Object.keys(out?.inputs ?? {}).filter((f) => f.startsWith('functions/'));
};


/** For each file, the Deps members its code reads. */
export const depsReadsOf = (files: readonly string[]): Map<string, Set<AdapterName>> => {
  const parsed = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const program = ts.createProgram([depsFile, ...files].map((f) => ts.sys.resolvePath(f)), parsed?.options ?? {});
  const checker = program.getTypeChecker();
  const depsDeclaration = program.getSourceFile(ts.sys.resolvePath(depsFile))?.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'Deps');
  if (!depsDeclaration || !ts.isInterfaceDeclaration(depsDeclaration)) throw new Error(`No Deps interface in ${depsFile}`);
  const depsType = checker.getTypeAtLocation(depsDeclaration.name);
  // A read of `name` on a value that may be Deps: the value's type has that member and Deps can be passed as it.
  const readsDeps = (name: string, on: ts.Type): boolean => {
    const type = checker.getNonNullableType(on);
    return names.has(name) && !!type.getProperty(name) && !(type.flags & ts.TypeFlags.Any) && checker.isTypeAssignableTo(depsType, type);
  };
  const reads = new Map<string, Set<AdapterName>>();
  for (const file of files) {
    const source = program.getSourceFile(ts.sys.resolvePath(file));
    if (!source) throw new Error(`${file} is not in the program`);
    const found = new Set<AdapterName>();
    const record = (name: string, on: ts.Node) => {
      if (names.has(name) && readsDeps(name, checker.getTypeAtLocation(on))) found.add(name as AdapterName);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node)) record(node.name.text, node.expression);
      if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) record(node.argumentExpression.text, node.expression);
      if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const key = node.propertyName ?? node.name;
        if (ts.isIdentifier(key)) record(key.text, node.parent);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    reads.set(file, found);
  }
  return reads;
};
