/**
 * French typography in what the screens, the e-mails and the server's messages say: a narrow
 * no-break space (U+202F) before « ! ? ; : », never a plain space that lets the sign wrap alone
 * onto the next line (docs/decisions.md « French typography »). The specification's own strings
 * keep their exact spelling: they are listed here, and only they may differ.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The specification's strings, written with a plain space as it writes them. */
const SPECIFICATION_STRINGS = new Set([
  'Institution mise à jour !',
  'Prestation approuvée !',
  'Prestation créée !',
  "Inscription réussie ! Attendez l'approbation de l'administrateur.",
  "Accès refusé : vous n'êtes pas admin.",
  'Pas encore de compte ?',
  // The end question's first piece, as docs/product-rules.md writes it.
  'Terminer maintenant ? ',
]);

/** Every `fr.ts` of the app, the domain and the server's modules: where the French is. */
function frenchFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'fr.ts')
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The static text of every string and template literal of a file (a template: its pieces). */
function literals(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A plain (or wide no-break) space before « ! ? ; », or before « : » ending a phrase. */
const LOOSE_SIGN = /[ \u00a0](?:[!?;]|:(?=\s|$))/;

describe('French typography', () => {
  // The server's command-line messages (backups) and its PDFs (Helvetica has no U+202F) stay apart.
  const files = [
    ...frenchFiles('src/app'),
    ...frenchFiles('src/domain'),
    ...frenchFiles('src/server/modules').filter(
      (file) => !/modules\/(contracts|invoices)\//.test(file),
    ),
  ];

  it('finds the French of the app, the domain and the server', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('puts a narrow no-break space before « ! ? ; : », except in the specification’s strings', () => {
    const loose = files.flatMap((file) =>
      literals(file)
        .filter((text) => LOOSE_SIGN.test(text) && !SPECIFICATION_STRINGS.has(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(loose).toEqual([]);
  });
});
