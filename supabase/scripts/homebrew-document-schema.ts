// The shape of each homebrew kind's document (the jsonb `data` of homebrew_{kind}) as JSON Schema, made from the
// rules package's zod schemas: what the database checks every document against (private.homebrew_shape_ok), so a
// document the database stores is always one the app can read, and holds no key the app does not know. The row's
// own columns (id, name, user_id, public, created_at, revision) are left out: the app takes them from the columns.
// Run it to print the SQL of private.homebrew_document_schema() for a new migration when the rules' schemas
// change (tests/homebrew-document-schema.test.ts fails until the database has the current shape):
//   pnpm --filter @duality/supabase-db exec tsx scripts/homebrew-document-schema.ts
import { z } from 'zod';
import { homebrewSchemas } from '@duality/rules';

/** The JSON Schema keywords private.json_schema_ok understands; anything else must not appear. */
export const SUPPORTED_KEYWORDS = new Set([
  '$schema',
  '$ref',
  '$defs',
  'type',
  'const',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'anyOf',
  'oneOf',
  'allOf',
  // Annotations, ignored by validation.
  'default',
  'description',
  'title',
]);

const ROW_COLUMNS = {
  id: true,
  name: true,
  user_id: true,
  public: true,
  created_at: true,
  revision: true,
} as const;

/** Each kind's document: the kind's schema without the row's own columns. */
export const HOMEBREW_DOCUMENT_SCHEMAS = {
  items: homebrewSchemas.items.omit(ROW_COLUMNS),
  weapons: homebrewSchemas.weapons.omit(ROW_COLUMNS),
  armor: homebrewSchemas.armor.omit(ROW_COLUMNS),
  communities: homebrewSchemas.communities.omit(ROW_COLUMNS),
  ancestries: homebrewSchemas.ancestries.omit(ROW_COLUMNS),
  subclasses: homebrewSchemas.subclasses.omit(ROW_COLUMNS),
  classes: homebrewSchemas.classes.omit(ROW_COLUMNS),
};

/** One JSON Schema for all seven kinds: `properties.<kind>` is the kind's document, `$defs` are shared. */
export function homebrewDocumentSchema(): Record<string, unknown> {
  return z.toJSONSchema(z.object(HOMEBREW_DOCUMENT_SCHEMAS), {
    io: 'input',
    reused: 'ref',
    target: 'draft-2020-12',
    override: (ctx) => {
      // An object keeps only the keys its schema names, as zod's parse does (it drops the rest): the database
      // refuses a document with any other key rather than store it. zod leaves additionalProperties out of an
      // input schema for its default (stripping) objects; one with a catchall of its own says what it allows.
      const def = ctx.zodSchema._zod.def as { type?: string; catchall?: unknown };
      if (
        def.type === 'object' &&
        def.catchall === undefined &&
        !('additionalProperties' in ctx.jsonSchema)
      ) {
        ctx.jsonSchema.additionalProperties = false;
      }
      // A case-insensitive regex (dice like "1D6"): PostgreSQL's regular expressions take the flag inline.
      const checks = (ctx.zodSchema._zod.def as { checks?: { _zod: { def: { pattern?: unknown } } }[] })
        .checks;
      const pattern = ctx.jsonSchema.pattern;
      const caseless = (checks ?? []).some((c) => {
        const p = c._zod.def.pattern;
        return p instanceof RegExp && p.flags.includes('i');
      });
      if (typeof pattern === 'string' && caseless) {
        ctx.jsonSchema.pattern = `(?i)${pattern}`;
      }
    },
  }) as Record<string, unknown>;
}

/** Every keyword used anywhere in a schema (property names under `properties` and `$defs` are not keywords). */
export function keywordsOf(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) keywordsOf(s, out);
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      out.add(key);
      if (key === 'properties' || key === '$defs') {
        for (const sub of Object.values(value as Record<string, unknown>)) keywordsOf(sub, out);
      } else if (key !== 'const' && key !== 'enum' && key !== 'default') keywordsOf(value, out);
    }
  }
  return out;
}

/** The SQL function a migration defines: the schema as a jsonb literal. */
export function schemaFunctionSql(): string {
  const json = JSON.stringify(homebrewDocumentSchema());
  if (json.includes('$json$')) throw new Error('the schema contains the dollar-quote tag');
  return [
    'create or replace function private.homebrew_document_schema()',
    "returns jsonb language sql immutable set search_path = ''",
    `as $fn$ select $json$${json}$json$::jsonb $fn$;`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\u0000')) {
  const unsupported = [...keywordsOf(homebrewDocumentSchema())].filter((k) => !SUPPORTED_KEYWORDS.has(k));
  if (unsupported.length > 0) throw new Error(`unsupported JSON Schema keywords: ${unsupported.join(', ')}`);
  process.stdout.write(`${schemaFunctionSql()}\n`);
}
