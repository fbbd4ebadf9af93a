/**
 * The declaration surface of an installed `botc-solver`, as text: every export of the
 * package's `.` entry with its type as the TypeScript checker prints it (functions with
 * their signatures, interfaces and type aliases with their members), one per line, sorted.
 */
import { join } from 'node:path';
import ts from 'typescript';

/** The surface of the package installed in `project`. */
export function declarationSurface(project: string): string {
  const file = join(project, 'surface-probe.ts');
  const host = ts.createCompilerHost({});
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? "export * as api from 'botc-solver';\n" : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022,
    strict: true, noEmit: true, types: [], skipLibCheck: false,
  }, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const probe = checker.getSymbolAtLocation(source)!;
  const api = checker.getExportsOfModule(probe).find((s) => s.name === 'api')!;
  const moduleSymbol = checker.getAliasedSymbol(api);
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.MultilineObjectLiterals;
  const lines: string[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = symbol.declarations?.[0];
    if (!decl) continue;
    if (symbol.flags & ts.SymbolFlags.Interface) {
      // An interface prints as its name: its members, each with its type, are the surface.
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      const members = checker.getPropertiesOfType(type).map((m) => {
        const optional = m.flags & ts.SymbolFlags.Optional ? '?' : '';
        return `${m.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(m, decl), decl, flags).replace(/\s+/g, ' ')}`;
      });
      lines.push(`interface ${exported.name} { ${members.join('; ')} }`);
    } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      lines.push(`type ${exported.name} = ${checker.typeToString(type, decl, flags).replace(/\s+/g, ' ')}`);
    } else {
      const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
      lines.push(`value ${exported.name}: ${checker.typeToString(type, decl, flags).replace(/\s+/g, ' ')}`);
    }
  }
  return `${lines.sort().join('\n')}\n`;
}
