/**
 * `$ref`s of an operation followed to what they name (`#/components/schemas/User`, `User::class`,
 * `#/components/responses/401` …), so the strategies see whole schemas. A reference that names nothing is a
 * problem and reads as an empty schema; a schema that refers to itself stops after a few levels.
 */
import type { ClassIndex } from '../php/class-index.ts';
import type { AnnotationProblem } from './annotation.ts';
import type { SwaggerPhpRegistry } from './registry.ts';
import type { JsonObject, OaMedia, OaOperation, OaParameter, OaResponse } from './to-openapi.ts';

/** References followed in a row before a schema that refers to itself is cut short. */
const MAX_DEPTH = 8;

export class RefResolver {
  readonly problems: AnnotationProblem[] = [];

  constructor(
    private readonly registry: SwaggerPhpRegistry,
    private readonly classes: ClassIndex,
    private readonly where: { file: string; line: number },
  ) {}

  private missing(ref: string): void {
    this.problems.push({ message: `The swagger-php reference ${ref} names nothing docgen found; it is documented as an empty schema.`, ...this.where });
  }

  /** The schema name a `$ref` points to: `#/components/schemas/X`, or a class that carries `#[OA\Schema]`. */
  schemaName(ref: string): string | undefined {
    const pointer = /^#\/components\/schemas\/(.+)$/.exec(ref);
    if (pointer) return this.registry.schemas.has(pointer[1]!) ? pointer[1] : undefined;
    const byClass = this.registry.classSchemas.get(ref.replace(/^\\/, '').toLowerCase());
    if (byClass) return byClass;
    const short = ref.split('\\').pop()!;
    return this.registry.schemas.has(short) ? short : undefined;
  }

  schema(schema: JsonObject, depth = 0): JsonObject {
    if (depth > MAX_DEPTH) return { type: 'object' };
    let result: JsonObject = { ...schema };
    if (typeof schema.$ref === 'string') {
      const name = this.schemaName(schema.$ref);
      const { $ref: _ref, ...siblings } = schema;
      if (name === undefined) {
        this.missing(schema.$ref);
        result = siblings;
      } else {
        result = { ...this.schema(this.registry.schemas.get(name)!, depth + 1), ...siblings };
      }
    }
    if (result.properties && typeof result.properties === 'object') {
      result.properties = Object.fromEntries(
        Object.entries(result.properties as Record<string, JsonObject>).map(([key, value]) => [key, this.schema(value, depth)]),
      );
    }
    if (result.items && typeof result.items === 'object') result.items = this.schema(result.items as JsonObject, depth);
    for (const combinator of ['allOf', 'oneOf', 'anyOf'] as const) {
      if (Array.isArray(result[combinator])) result[combinator] = (result[combinator] as JsonObject[]).map((s) => this.schema(s, depth));
    }
    // allOf reads as one object: the properties and required lists of its parts together.
    if (Array.isArray(result.allOf)) {
      const parts = result.allOf as JsonObject[];
      delete result.allOf;
      for (const part of parts) {
        result.type ??= part.type;
        if (part.properties) result.properties = { ...(result.properties as object), ...(part.properties as object) };
        if (Array.isArray(part.required)) result.required = [...((result.required as string[]) ?? []), ...part.required];
        if (part.description && !result.description) result.description = part.description;
      }
    }
    // `enum: Status::class` names a PHP enum: its cases are the values.
    if (typeof result.enum === 'string') {
      const cls = this.classes.find(result.enum.replace(/^\\/, ''));
      result.enum = cls?.kind === 'enum' ? cls.enumCases.map((c) => c.value ?? c.name) : [];
    }
    return result;
  }

  private media(content: Record<string, OaMedia>): Record<string, OaMedia> {
    return Object.fromEntries(
      Object.entries(content).map(([type, media]) => {
        const named = media.schema ? this.namedPart(media.schema) : undefined;
        return [type, { ...media, ...(media.schema ? { schema: this.schema(media.schema) } : {}), ...(named ? { named } : {}) }];
      }),
    );
  }

  /** Which named schema a body is: itself, its items (`[]`), its `data` or the items of its `data`. */
  private namedPart(schema: JsonObject): { name: string; path: string } | undefined {
    const refOf = (node: unknown) => (node && typeof node === 'object' && typeof (node as JsonObject).$ref === 'string' ? this.schemaName((node as JsonObject).$ref as string) : undefined);
    const items = (node: unknown) => (node && typeof node === 'object' ? (node as JsonObject).items : undefined);
    const data = (schema.properties as Record<string, JsonObject> | undefined)?.data;
    const candidates: Array<[unknown, string]> = [[schema, ''], [items(schema), '[]'], [data, 'data'], [items(data), 'data[]']];
    for (const [node, path] of candidates) {
      const name = refOf(node);
      if (name) return { name, path };
    }
    return undefined;
  }

  response(response: OaResponse): OaResponse {
    if (!response.$ref) return { ...response, content: this.media(response.content) };
    const name = /^#\/components\/responses\/(.+)$/.exec(response.$ref)?.[1] ?? response.$ref;
    const shared = this.registry.responses.get(name);
    if (!shared) {
      this.missing(response.$ref);
      return { status: response.status, content: {}, ...(response.description ? { description: response.description } : {}) };
    }
    return { ...shared, status: response.status, content: this.media(shared.content), description: response.description ?? shared.description };
  }

  parameter(parameter: OaParameter): OaParameter | undefined {
    if (!parameter.$ref) return { ...parameter, schema: this.schema(parameter.schema) };
    const name = /^#\/components\/parameters\/(.+)$/.exec(parameter.$ref)?.[1] ?? parameter.$ref;
    const shared = this.registry.parameters.get(name);
    if (!shared) {
      this.missing(parameter.$ref);
      return undefined;
    }
    return { ...shared, schema: this.schema(shared.schema) };
  }

  operation(operation: OaOperation): OaOperation {
    let requestBody = operation.requestBody;
    if (requestBody?.$ref) {
      const name = /^#\/components\/requestBodies\/(.+)$/.exec(requestBody.$ref)?.[1] ?? requestBody.$ref;
      const shared = this.registry.requestBodies.get(name);
      if (!shared) this.missing(requestBody.$ref);
      requestBody = shared ?? { content: {} };
    }
    return {
      ...operation,
      parameters: operation.parameters.map((p) => this.parameter(p)).filter((p): p is OaParameter => p !== undefined),
      ...(requestBody ? { requestBody: { ...requestBody, content: this.media(requestBody.content) } } : {}),
      responses: operation.responses.map((r) => this.response(r)),
    };
  }
}
