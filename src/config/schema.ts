/**
 * The shape of a user's config (the PHP file or integration/CLI options), every key optional, validated with
 * zod (`strategies` is read separately, by strategy-entries.ts, because its entries are PHP class references). Each leaf carries the sentence that says what it allows, so an error reads like
 * "Config key try_it_out.enabled is 'yes' (a string); allowed: true or false."
 */
import { z, type ZodTypeAny } from 'zod';
import { BUNDLED_THEME_NAMES } from './code-themes.ts';
import { OUTPUT_TYPES, THEMES } from './output-types.ts';

/** A leaf schema whose every error says `allowed`. */
function leaf<T extends ZodTypeAny>(schema: T, allowed: string): T {
  const mapped = schema as unknown as { _def: { errorMap?: z.ZodErrorMap } };
  mapped._def.errorMap = () => ({ message: allowed });
  return schema;
}

/** PHP's `[]` is both an empty list and an empty map: accept it where a map is expected. */
const emptyListAsMap = (value: unknown) => (Array.isArray(value) && value.length === 0 ? {} : value);

/** PHP reads a null setting (e.g. an unset `env()` without default) as false; any other non-boolean is an error. */
const bool = () => z.preprocess((value) => (value === null ? false : value), leaf(z.boolean(), 'true or false'));
const str = () => leaf(z.string(), 'a string');
/** A nullable leaf: the message also covers the inner schema (zod hands non-null values to it). */
const orNull = <T extends ZodTypeAny>(schema: T, allowed: string) => leaf(leaf(schema, allowed).nullable(), allowed);
const nullableStr = () => orNull(z.string(), 'a string or null');
const strList = () => leaf(z.array(z.string()), 'a list of strings');
const map = () => z.preprocess(emptyListAsMap, leaf(z.record(z.unknown()), 'an array of keys to values'));
const section = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(emptyListAsMap, leaf(z.object(shape).partial(), 'an array of settings'));

export const AUTH_IN = ['query', 'body', 'basic', 'bearer', 'header'] as const;
export const MODELS_SOURCES = ['factoryCreate', 'factoryMake', 'databaseFirst'] as const;

/** A Shiki bundled theme's name; the message lists a few, not all 60. */
const codeTheme = () =>
  leaf(
    z.string().refine((name) => BUNDLED_THEME_NAMES.includes(name)),
    `the name of one of Shiki's bundled themes (https://shiki.style/themes), e.g. 'github-light-default', 'github-dark-default', 'one-light', 'one-dark-pro'`,
  );
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** `groups.order`: a list whose items are names, or maps of a name to its own ordered list. */
export type GroupOrder = Array<string | { [name: string]: GroupOrder }>;

/** `groups.order`: names, or names mapped to their own ordered lists (nested once for subgroups). */
const groupOrder: z.ZodType<GroupOrder, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).map(([k, v]) => ({ [k]: v })) : value),
    leaf(z.array(z.union([z.string(), z.record(groupOrder)])), 'a list of group names, subgroup names and \'{method} /{path}\' endpoints, where a name may map to its own list'),
  ),
);

export const routeGroupSchema = z.preprocess(
  emptyListAsMap,
  leaf(
    z
      .object({
        // `versions`: earlier versions only; accepted with a deprecation warning and ignored for matching.
        match: section({ prefixes: strList(), domains: strList(), versions: strList() }),
        include: strList(),
        exclude: strList(),
        // Earlier versions only (mapped onto strategies).
        apply: section({
          headers: z.preprocess(emptyListAsMap, leaf(z.record(z.union([z.string(), z.number()])), 'an array of header names to values')),
          response_calls: z.union([
            leaf(z.literal(false), 'false'),
            section({
              methods: strList(),
              config: map(),
              queryParams: map(),
              bodyParams: map(),
              fileParams: map(),
              cookies: map(),
            }),
          ]),
        }),
      })
      .partial(),
    'an array with match, include and exclude',
  ),
);

export const userConfigSchema = z.preprocess(
  emptyListAsMap,
  leaf(
    z
      .object({
        theme: leaf(z.enum(THEMES), quoted(THEMES)),
        type: leaf(z.enum(OUTPUT_TYPES), quoted(OUTPUT_TYPES)),
        static: section({ output_path: str() }),
        external: section({
          html_attributes: z.preprocess(emptyListAsMap, leaf(z.record(z.string()), 'an array of attribute names to string values (not booleans)')),
        }),
        framework: section({
          add_routes: bool(),
          docs_url: str(),
          assets_directory: nullableStr(),
          middleware: leaf(z.array(z.unknown()), 'a list of middleware'),
        }),
        base_url: nullableStr(),
        title: nullableStr(),
        description: nullableStr(),
        intro_text: nullableStr(),
        try_it_out: section({ enabled: bool(), base_url: nullableStr(), use_csrf: bool(), csrf_url: str() }),
        logo: leaf(z.union([z.string(), z.literal(false), z.null()]), 'a string (the image src) or false'),
        // The docs' icon (a URL or a path the site serves); null: docgen's own.
        favicon: nullableStr(),
        // Shiki's bundled themes for code: one for light pages, one for dark pages and panels.
        code_themes: section({ light: codeTheme(), dark: codeTheme() }),
        last_updated: nullableStr(),
        groups: section({ default: str(), order: groupOrder }),
        examples: section({
          faker_seed: z.preprocess(
            (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
            orNull(z.number().int(), 'an integer or null'),
          ),
          models_source: leaf(z.array(z.enum(MODELS_SOURCES)), `a list of ${quoted(MODELS_SOURCES)}`),
        }),
        example_languages: strList(),
        collection: section({ enabled: bool(), overrides: map() }),
        // `mcp.json` beside the spec: an MCP server description of the API (tools from the operations).
        mcp: section({ enabled: bool() }),
        // A git ref of the app: the site gets a Changelog page of the API changes since it (null: no page).
        changelog: section({ base: nullableStr() }),
        openapi: section({
          enabled: bool(),
          overrides: map(),
          generators: leaf(z.array(z.unknown()), 'a list of generator classes'),
          version: leaf(z.enum(['3.0.3', '3.1.0']), "'3.0.3' or '3.1.0'"),
          // Schemas used more than once go to `components/schemas` and are referred to with `$ref`.
          shared_schemas: bool(),
          // `x-codeSamples` on each operation: the example requests in every language the site shows (default
          // true). They make the spec about 60 % bigger; Scalar and Stoplight Elements write their own samples and
          // Swagger UI ignores them, so a spec read only there may turn them off.
          code_samples: bool(),
        }),
        auth: section({
          enabled: bool(),
          default: bool(),
          in: orNull(z.enum(AUTH_IN), `${quoted(AUTH_IN)} or null`),
          name: nullableStr(),
          use_value: leaf(z.union([z.string(), z.number(), z.null()]), 'a string or null'),
          placeholder: nullableStr(),
          extra_info: nullableStr(),
        }),
        routes: leaf(z.array(routeGroupSchema), 'a list of route groups'),
        database_connections_to_transact: leaf(z.array(z.unknown()), 'a list of connection names'),
        transformers: section({ serializer: orNull(z.string(), 'a serializer class or null') }),
        routeMatcher: orNull(z.string(), 'a route matcher class or null'),
        // docgen's own addition (not in Scribe): how ResponseCalls reaches the app — over HTTP against a running
        // app at `baseUrl`, else through the PHP bridge (`php`: the PHP binary); `timeout` in seconds.
        responseCalls: section({
          baseUrl: nullableStr(),
          php: nullableStr(),
          timeout: orNull(z.number().positive(), 'a number of seconds or null'),
        }),
      })
      .partial(),
    'an array of settings',
  ),
);

export type UserConfig = z.infer<typeof userConfigSchema>;

/** The object schemas under a schema (through preprocess, optional, nullable), for unknown-key detection. */
export function objectShape(schema: ZodTypeAny): z.ZodRawShape | undefined {
  let current: ZodTypeAny = schema;
  for (;;) {
    if (current instanceof z.ZodObject) return current.shape as z.ZodRawShape;
    if (current instanceof z.ZodEffects) current = current.innerType();
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodUnion) {
      const options = (current.options as ZodTypeAny[]).map(objectShape).filter(Boolean);
      return options[0];
    } else return undefined;
  }
}

/** The item schema of an array schema (through wrappers). */
export function arrayItem(schema: ZodTypeAny): ZodTypeAny | undefined {
  let current: ZodTypeAny = schema;
  for (;;) {
    if (current instanceof z.ZodArray) return current.element as ZodTypeAny;
    if (current instanceof z.ZodEffects) current = current.innerType();
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else return undefined;
  }
}
