import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkSync } from 'recheck';
function walk(d: string, out: string[]) { for (const e of readdirSync(d)) { const p = join(d, e); if (statSync(p).isDirectory()) walk(p, out); else if (/\.(ts|mjs|js)$/.test(p)) out.push(p); } return out; }
const files = [...walk('src', []), ...walk('integration', [])];
let n = 0, dyn = 0;
const t0 = Date.now();
for (const f of files) {
  const sf = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(sf); const i = text.lastIndexOf('/');
      const src = text.slice(1, i), flags = text.slice(i + 1);
      n++;
      const t1 = Date.now(); const r = checkSync(src, flags.replace(/[g]/g, "") + (f.includes("languages.ts") ? "y" : ""), { timeout: 3000 }); const dt = Date.now() - t1; if (dt > 300) console.log("SLOW", dt, text);
      if (r.status !== 'safe') console.log(`${f}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, r.status, r.status === 'vulnerable' ? r.complexity.summary : (r as any).error?.kind, text);
    }
    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      if (ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') { dyn++; console.log(`${f}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, 'DYNAMIC', node.getText(sf).slice(0, 120)); }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
console.log(n, 'literals', dyn, 'dynamic', Date.now() - t0, 'ms');
