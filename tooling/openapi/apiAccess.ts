/**
 * Who may call what: the `x-weda-access` extension of every operation of openapi/weda.yaml names the
 * one token scope the operation needs and the least role (in the organization of the object). It is
 * an extension because OpenAPI 3.0's bearer scheme cannot carry scopes (only OAuth 2.0 and OpenID
 * Connect schemes can, and the token endpoint takes JSON, not an OAuth grant). It feeds each operation
 * page's "Requires" line, the table of scopes (generated/facts/wedaAccess.ts) and a unit test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { referenceSets, type Locale } from '../../src/data/docSets';
import { mergeTranslation, readSpec, readTranslation } from './apiStrings';
import { operationSlug } from './specs';

export const ACCESS_EXTENSION = 'x-weda-access';
export const ACCESS_SPEC_FILE = 'openapi/weda.yaml';
/** Roles from least to most: a role can do what the roles before it can. */
export const ROLES = ['Viewer', 'Operator', 'Organization Admin'] as const;
export type Role = (typeof ROLES)[number];
/** Where the table of scopes lives; each "Requires" line links to it. */
export const ACCESS_TABLE_PAGE = '/weda/docs/WEDA_Cloud/API_Access_Tokens#scopes';
export const ACCESS_FACTS_MODULE = 'generated/facts/wedaAccess.ts';

/**
 * What an operation needs. `scope` and `role` are both null only on an operation whose request body
 * carries the credentials (the token endpoint): `x-weda-access: {scope: null, role: null}`.
 */
export interface OperationAccess {
  scope: string | null;
  role: Role | null;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Operation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  security?: Array<Record<string, unknown>>;
  access?: unknown;
}

export function operationsOf(spec: Record<string, unknown>): Operation[] {
  const paths = (spec.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  return Object.entries(paths).flatMap(([route, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      if (!op) return [];
      return [
        {
          operationId: String(op.operationId),
          method,
          path: route,
          summary: String(op.summary ?? op.operationId),
          security: op.security as Operation['security'],
          access: op[ACCESS_EXTENSION],
        },
      ];
    }),
  );
}

/** An operation that also answers without a bearer token (`{}` among its requirements): its body authenticates it. */
export const credentialsInBody = (security: unknown): boolean =>
  Array.isArray(security) && security.some((requirement) => Object.keys(requirement ?? {}).length === 0);

/** The scopes a token may carry: the enum of the TokenScope schema. */
export function declaredScopes(spec: Record<string, unknown>): string[] {
  const schemas = ((spec.components ?? {}) as { schemas?: Record<string, { enum?: string[] }> }).schemas ?? {};
  return schemas.TokenScope?.enum ?? [];
}

export function parseAccess(value: unknown): OperationAccess | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { scope, role } = value as { scope?: unknown; role?: unknown };
  if (scope === null && role === null) return { scope: null, role: null };
  if (typeof scope !== 'string' || !ROLES.includes(role as Role)) return undefined;
  return { scope, role: role as Role };
}

/**
 * Every way the spec fails the contract, one line each: an operation that needs a token but names
 * no scope or role (or an unknown one), and a declared scope that no operation needs.
 */
export function accessProblems(spec: Record<string, unknown>, file = ACCESS_SPEC_FILE): string[] {
  const scopes = declaredScopes(spec);
  const problems: string[] = [];
  if (scopes.length === 0) problems.push(`${file}: components.schemas.TokenScope lists no scopes`);
  const used = new Set<string>();
  for (const op of operationsOf(spec)) {
    const access = parseAccess(op.access);
    if (!access) {
      problems.push(
        `${file}: ${op.operationId} (${op.method.toUpperCase()} ${op.path}) needs ${ACCESS_EXTENSION} with a scope and a role (${ROLES.join(', ')})`,
      );
      continue;
    }
    if (access.scope === null) {
      if (!credentialsInBody(op.security))
        problems.push(
          `${file}: ${op.operationId} names no scope or role, but only an operation whose body authenticates it (security [{}] among its requirements) may`,
        );
      continue;
    }
    if (!scopes.includes(access.scope))
      problems.push(`${file}: ${op.operationId} needs scope "${access.scope}", which TokenScope does not list`);
    used.add(access.scope);
  }
  for (const scope of scopes) {
    if (!used.has(scope))
      problems.push(`${file}: scope "${scope}" is needed by no operation: remove it from TokenScope or name it`);
  }
  return problems;
}

export interface AccessRow {
  scope: string;
  role: Role;
  /** Each operation's page (without the locale prefix), method and summary in every locale. */
  operations: Array<{ href: string; method: string; summary: Record<Locale, string> }>;
}

/** One row per scope and least role, in the order of TokenScope; operations in spec order. */
export function accessRows(root: string): AccessRow[] {
  const specFile = path.join(root, ACCESS_SPEC_FILE);
  const english = readSpec(specFile);
  const chinese = mergeTranslation(english, readTranslation(specFile));
  const summaries = new Map(operationsOf(chinese).map((op) => [op.operationId, op.summary]));
  const set = referenceSets.find((row) => row.spec === ACCESS_SPEC_FILE);
  if (!set) throw new Error(`no documentation set in src/data/docSets.ts publishes ${ACCESS_SPEC_FILE}`);
  const rows = new Map<string, AccessRow>();
  for (const scope of declaredScopes(english)) {
    for (const role of ROLES) rows.set(`${scope} ${role}`, { scope, role, operations: [] });
  }
  for (const op of operationsOf(english)) {
    const access = parseAccess(op.access);
    if (!access?.scope) continue;
    rows.get(`${access.scope} ${access.role}`)?.operations.push({
      href: `/${set.routeBasePath}/${operationSlug(op.operationId)}`,
      method: op.method,
      summary: { en: op.summary, 'zh-tw': summaries.get(op.operationId) ?? op.summary },
    });
  }
  return [...rows.values()].filter((row) => row.operations.length > 0);
}

/** Writes generated/facts/wedaAccess.ts (gen-api, and before typecheck and unit tests). */
export function writeAccessFacts(root: string): void {
  const source = [
    `// Written by npm run gen-api from ${ACCESS_SPEC_FILE} (${ACCESS_EXTENSION}): edit the spec, not this file.`,
    `export const wedaAccess = ${JSON.stringify(accessRows(root), null, 2)} as const;`,
    '',
  ].join('\n');
  const target = path.join(root, ACCESS_FACTS_MODULE);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== source) fs.writeFileSync(target, source);
}
