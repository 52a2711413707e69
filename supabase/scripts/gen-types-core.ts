// Reads the PostgreSQL catalog of the `public` schema and prints TypeScript types in the shape
// `supabase gen types typescript` produces (the Supabase CLI cannot be installed here). Used by gen-types.ts
// and by the test that keeps supabase/types/database.ts equal to a fresh generation.

/** Runs one catalog query (as the database owner) and returns its rows. */
export type CatalogQuery = <R>(sql: string, params?: unknown[]) => Promise<R[]>;

interface ColumnRow {
  table_name: string;
  kind: string;
  column_name: string;
  type_name: string;
  type_category: string;
  elem_type: string | null;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface ForeignKeyRow {
  table_name: string;
  name: string;
  columns: string[];
  ref_table: string;
  ref_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[] | null;
  arg_modes: string[] | null;
  return_type: string;
  return_relation: string | null;
  returns_set: boolean;
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  bytea: 'string',
  inet: 'unknown',
  void: 'undefined',
};

function tsType(typeName: string, category: string, elem: string | null, enums: Set<string>): string {
  if (category === 'A' && elem) return `${tsType(elem, '', null, enums)}[]`;
  if (enums.has(typeName)) return `Database["public"]["Enums"]["${typeName}"]`;
  return SCALARS[typeName] ?? 'unknown';
}

const q = (s: string) => JSON.stringify(s);
const key = (s: string) => (/^[A-Za-z_$][\w$]*$/.test(s) ? s : q(s));

export async function generateTypes(query: CatalogQuery): Promise<string> {
  const enumRows = await query<{ name: string; labels: string[] }>(
    `select t.typname::text as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' group by t.typname order by t.typname`,
  );
  const enums = new Set(enumRows.map((e) => e.name));
  const columns = await query<ColumnRow>(
    `select c.relname::text as table_name, c.relkind::text as kind, a.attname::text as column_name,
            t.typname::text as type_name, t.typcategory::text as type_category, et.typname::text as elem_type,
            a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity::text as identity,
            a.attgenerated::text as generated
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname, a.attname`,
  );
  const fks = await query<ForeignKeyRow>(
    `select c.relname::text as table_name, con.conname::text as name,
            (select array_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
            rc.relname::text as ref_table,
            (select array_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as ref_columns,
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                      and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                        = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
      order by c.relname, con.conname`,
  );
  const functions = await query<FunctionRow>(
    `select p.proname::text as name, p.proargnames::text[] as arg_names,
            (select array_agg(t.typname::text order by k.ord) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
               with ordinality k(oid, ord) join pg_type t on t.oid = k.oid) as arg_types,
            p.proargmodes::text[] as arg_modes, rt.typname::text as return_type,
            case when rt.typtype = 'c' then rc.relname::text end as return_relation, p.proretset as returns_set
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       left join pg_class rc on rc.oid = rt.typrelid
      where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
      order by p.proname, p.oid`,
  );

  const tables = new Map<string, ColumnRow[]>();
  for (const c of columns) tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c]);
  const typeOf = (c: ColumnRow) => tsType(c.type_name, c.type_category, c.elem_type, enums);
  const rowFields = (cols: ColumnRow[]) =>
    cols.map((c) => `${key(c.column_name)}: ${typeOf(c)}${c.not_null ? '' : ' | null'}`).join('\n');

  const relationships = (table: string) => {
    const rows = fks.filter((f) => f.table_name === table);
    if (rows.length === 0) return 'Relationships: []';
    const items = rows.map(
      (f) => `{
        foreignKeyName: ${q(f.name)}
        columns: [${f.columns.map(q).join(', ')}]
        isOneToOne: ${f.one_to_one}
        referencedRelation: ${q(f.ref_table)}
        referencedColumns: [${f.ref_columns.map(q).join(', ')}]
      },`,
    );
    return `Relationships: [\n${items.join('\n')}\n]`;
  };

  const tableBlock = (name: string, cols: ColumnRow[]) => {
    const insert = cols
      .map((c) => {
        if (c.generated === 's' || c.identity === 'a') return `${key(c.column_name)}?: never`;
        const optional = !c.not_null || c.has_default || c.identity === 'd';
        return `${key(c.column_name)}${optional ? '?' : ''}: ${typeOf(c)}${c.not_null ? '' : ' | null'}`;
      })
      .join('\n');
    const update = cols
      .map((c) =>
        c.generated === 's' || c.identity === 'a'
          ? `${key(c.column_name)}?: never`
          : `${key(c.column_name)}?: ${typeOf(c)}${c.not_null ? '' : ' | null'}`,
      )
      .join('\n');
    return `${key(name)}: {
      Row: {
        ${rowFields(cols)}
      }
      Insert: {
        ${insert}
      }
      Update: {
        ${update}
      }
      ${relationships(name)}
    }`;
  };

  const viewBlock = (name: string, cols: ColumnRow[]) => `${key(name)}: {
      Row: {
        ${cols.map((c) => `${key(c.column_name)}: ${typeOf(c)} | null`).join('\n')}
      }
      ${relationships(name)}
    }`;

  const tableNames = [...tables.keys()].sort();
  const tableEntries = tableNames
    .filter((t) => ['r', 'p'].includes(tables.get(t)![0]!.kind))
    .map((t) => tableBlock(t, tables.get(t)!));
  const viewEntries = tableNames
    .filter((t) => ['v', 'm'].includes(tables.get(t)![0]!.kind))
    .map((t) => viewBlock(t, tables.get(t)!));

  const fnReturn = (f: FunctionRow) => {
    if (f.return_relation && tables.has(f.return_relation)) {
      const shape = `{\n${rowFields(tables.get(f.return_relation)!)}\n}`;
      return f.returns_set ? `${shape}[]` : shape;
    }
    const t = tsType(f.return_type, '', null, enums);
    return f.returns_set ? `${t}[]` : t;
  };
  const fnArgs = (f: FunctionRow) => {
    const names = f.arg_names ?? [];
    const types = f.arg_types ?? [];
    const modes = f.arg_modes ?? types.map(() => 'i');
    const args = names
      .map((n, i) => ({ n, t: types[i] ?? 'unknown', m: modes[i] ?? 'i' }))
      .filter((a) => a.n && ['i', 'b', 'v'].includes(a.m))
      .sort((a, b) => a.n.localeCompare(b.n));
    if (args.length === 0) return 'Args: never';
    return `Args: { ${args.map((a) => `${key(a.n)}: ${tsType(a.t.replace(/^_/, ''), a.t.startsWith('_') ? 'A' : '', a.t.replace(/^_/, ''), enums)}`).join('; ')} }`;
  };
  const fnEntries = functions.map(
    (f) => `${key(f.name)}: {
      ${fnArgs(f)}
      Returns: ${fnReturn(f)}
    }`,
  );

  const section = (entries: string[]) =>
    entries.length ? `{\n${entries.join('\n')}\n}` : '{\n[_ in never]: never\n}';
  const enumSection = enumRows.length
    ? `{\n${enumRows.map((e) => `${key(e.name)}: ${e.labels.map(q).join(' | ')}`).join('\n')}\n}`
    : '{\n[_ in never]: never\n}';
  const constantsEnums = enumRows.length
    ? `{\n${enumRows.map((e) => `${key(e.name)}: [${e.labels.map(q).join(', ')}],`).join('\n')}\n}`
    : '{}';

  return `// Generated by supabase/scripts/gen-types.ts from the migrations: do not edit by hand.
// Run \`pnpm --filter @duality/supabase-db gen-types\` after changing a migration.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: ${section(tableEntries)}
    Views: ${section(viewEntries)}
    Functions: ${section(fnEntries)}
    Enums: ${enumSection}
    CompositeTypes: {
      [_ in never]: never
    }
  }
}
${HELPERS}
export const Constants = {
  public: {
    Enums: ${constantsEnums},
  },
} as const
`;
}

const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;
