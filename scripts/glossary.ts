/**
 * `npm run glossary`: writes the terminology table of src/data/glossary.ts into
 * WRITING.md (between the glossary markers). `npm run check-content` fails
 * while the two differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../tooling/content/files';
import { withGlossary } from '../tooling/i18n/terminology';

const file = path.join(ROOT, 'WRITING.md');
fs.writeFileSync(file, withGlossary(fs.readFileSync(file, 'utf8')));
console.log('WRITING.md: terminology table written from src/data/glossary.ts');
