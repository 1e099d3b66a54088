/**
 * What a swagger-php app declares once and uses everywhere: named schemas (`#[OA\Schema]` on a model or a
 * resource, with its `#[OA\Property]` properties), shared responses, parameters and request bodies
 * (`#[OA\Components]`), tag descriptions, the default security, and every operation with the class and method
 * it is written on. Each file that mentions swagger-php declares its part (app-registry.ts merges them).
 */
import { readFileSync } from 'node:fs';
import { leadingDocComment, nameOf, type PhpNode } from '../php/ast.ts';
import { readAttributes } from '../php/attributes.ts';
import type { ClassIndex } from '../php/class-index.ts';
import { listPhpFiles } from '../php/php-files.ts';
import type { PhpClass } from '../php/classes.ts';
import { jsonTypeOfPhp } from '../php/json-types.ts';
import type { NameScope } from '../php/names.ts';
import { isAnnotation, OPERATION_METHODS, type Annotation, type AnnotationProblem } from './annotation.ts';
import { readAttributeAnnotations } from './read-attributes.ts';
import { readDocblockAnnotations } from './read-docblock.ts';
import { nameMap } from '../name-map.ts';
import {
  attachLooseParts,
  fieldsOf,
  operationOf,
  parameterOf,
  requestBodyOf,
  responseOf,
  schemaOf,
  type JsonObject,
  type OaOperation,
  type OaParameter,
  type OaRequestBody,
  type OaResponse,
} from './to-openapi.ts';

export interface SwaggerPhpRegistry {
  schemas: Map<string, JsonObject>;
  /** Lower-case class name → schema name, for `ref: User::class` and for knowing which class a schema documents. */
  classSchemas: Map<string, string>;
  responses: Map<string, OaResponse>;
  parameters: Map<string, OaParameter>;
  requestBodies: Map<string, OaRequestBody>;
  tags: Map<string, string>;
  /** The `security` of `@OA\OpenApi`, when it has one. */
  security?: unknown[];
  /** `class::method` (lower case) → the operations written on that method. */
  methodOperations: Map<string, OaOperation[]>;
  /** Every operation, for routes whose handler carries none (operations written on another class). */
  operations: OaOperation[];
  problems: AnnotationProblem[];
}

/** Folders scanned for swagger-php declarations (relative to the app root). */
const FOLDERS = ['app', 'src'];
const MENTIONS = /OpenApi\\|@OA\\|OA\\/;

/** An empty registry. */
export function emptyRegistry(): SwaggerPhpRegistry {
  return {
    schemas: new Map(),
    classSchemas: new Map(),
    responses: new Map(),
    parameters: new Map(),
    requestBodies: new Map(),
    tags: new Map(),
    methodOperations: new Map(),
    operations: [],
    problems: [],
  };
}

/** The PHP files of the app that mention swagger-php (absolute paths, in the order they are read). */
export function annotatedFiles(classes: ClassIndex): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  for (const folder of FOLDERS) {
    for (const file of listPhpFiles(classes.absolutePath(folder))) {
      if (seen.has(file)) continue;
      seen.add(file);
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      if (MENTIONS.test(text)) files.push(file);
    }
  }
  return files;
}

/** What one file declares (absolute path): its part of the app's registry. */
export function registryOfFile(file: string, classes: ClassIndex): SwaggerPhpRegistry {
  const registry = emptyRegistry();
  for (const cls of classes.readFile(file)) readClass(cls, classes, registry);
  return registry;
}

/** The swagger-php annotations of one declaration: its attributes, then its docblock. */
export function annotationsOn(
  node: PhpNode,
  attributes: Parameters<typeof readAttributeAnnotations>[0],
  where: { file: string; scope: NameScope; classes: ClassIndex; className?: string },
  docComment?: { raw: string; line: number },
): { annotations: Annotation[]; problems: AnnotationProblem[] } {
  const fromAttributes = readAttributeAnnotations(attributes, {
    file: where.file,
    eval: { scope: where.scope, classes: where.classes, env: where.classes.env, file: where.classes.absolutePath(where.file), ...(where.className ? { className: where.className } : {}) },
  });
  const comment = docComment ?? docCommentOf(node);
  const fromDocblock = comment && /@OA\\|@OpenApi\\/.test(comment.raw)
    ? readDocblockAnnotations({ raw: comment.raw, startLine: comment.line, file: where.file, scope: where.scope })
    : { annotations: [], problems: [] };
  return {
    annotations: [...fromAttributes.annotations, ...fromDocblock.annotations],
    problems: [...fromAttributes.problems, ...fromDocblock.problems],
  };
}

function docCommentOf(node: PhpNode): { raw: string; line: number } | undefined {
  const comment = leadingDocComment(node);
  return comment ? { raw: String(comment.value), line: comment.loc?.start.line ?? 1 } : undefined;
}

/** The operations of one declaration, with the loose parameters, responses and request body written beside them. */
export function operationsIn(annotations: Annotation[]): OaOperation[] {
  const operations = annotations.map(operationOf).filter((op): op is OaOperation => op !== undefined);
  const loose = annotations.filter((a) => ['Parameter', 'PathParameter', 'QueryParameter', 'HeaderParameter', 'CookieParameter', 'Response', 'RequestBody'].includes(a.type));
  if (operations.length === 1 && loose.length > 0) attachLooseParts(operations[0]!, loose);
  return operations;
}

function readClass(cls: PhpClass, classes: ClassIndex, registry: SwaggerPhpRegistry): void {
  const where = { file: cls.file, scope: cls.scope, classes, className: cls.name };
  const own = annotationsOn(cls.node, cls.attributes, where);
  registry.problems.push(...own.problems);
  for (const annotation of own.annotations) collectDeclarations(annotation, registry, cls);
  registry.operations.push(...operationsIn(own.annotations));

  for (const method of cls.methods.values()) {
    const found = annotationsOn(method.node, method.attributes, where);
    registry.problems.push(...found.problems);
    for (const annotation of found.annotations) collectDeclarations(annotation, registry);
    const operations = operationsIn(found.annotations);
    if (operations.length === 0) continue;
    registry.methodOperations.set(`${cls.name}::${method.name}`.toLowerCase(), operations);
    registry.operations.push(...operations);
  }

  const schemaName = registry.classSchemas.get(cls.name.toLowerCase());
  const schema = schemaName ? registry.schemas.get(schemaName) : undefined;
  if (schema) addPropertyAnnotations(cls, classes, schema, registry);
}

/** Schemas, shared components, tags and the default security declared by one annotation. */
function collectDeclarations(annotation: Annotation, registry: SwaggerPhpRegistry, cls?: PhpClass): void {
  const fields = fieldsOf(annotation);
  switch (annotation.type) {
    case 'Schema': {
      const name = typeof fields.schema === 'string' ? fields.schema : cls?.shortName;
      if (!name) return;
      registry.schemas.set(name, schemaOf(annotation));
      if (cls) registry.classSchemas.set(cls.name.toLowerCase(), name);
      return;
    }
    case 'Tag':
      if (typeof fields.name === 'string') registry.tags.set(fields.name, typeof fields.description === 'string' ? fields.description : '');
      return;
    case 'OpenApi':
      if (fields.security !== undefined) registry.security = Array.isArray(fields.security) ? fields.security : [fields.security];
      for (const key of ['components', 'tags'] as const) {
        for (const child of listValues(fields[key])) if (isAnnotation(child)) collectDeclarations(child, registry);
      }
      return;
    case 'Components':
      for (const child of listValues(fields.schemas)) {
        if (!isAnnotation(child)) continue;
        const name = fieldsOf(child).schema;
        if (typeof name === 'string') registry.schemas.set(name, schemaOf(child));
      }
      for (const [key, child] of entriesOf(fields.responses)) {
        const response = responseOf(child, key);
        if (response) registry.responses.set(response.status, response);
      }
      for (const [key, child] of entriesOf(fields.parameters)) {
        const name = isAnnotation(child) ? fieldsOf(child).parameter : undefined;
        const parameter = parameterOf(child);
        const id = typeof name === 'string' ? name : key !== undefined && !/^\d+$/.test(key) ? key : parameter?.name;
        if (parameter && id) registry.parameters.set(id, parameter);
      }
      for (const [key, child] of entriesOf(fields.requestBodies)) {
        const name = isAnnotation(child) ? fieldsOf(child).request : undefined;
        const body = requestBodyOf(child);
        const id = typeof name === 'string' ? name : key !== undefined && !/^\d+$/.test(key) ? key : undefined;
        if (body && id) registry.requestBodies.set(id, body);
      }
      return;
    default:
      // A shared response or parameter written on its own (`@OA\Response(response="NotFound", ...)` on a class).
      if (annotation.type === 'Response' && cls && typeof fields.response === 'string' && !/^\d/.test(fields.response)) {
        const response = responseOf(annotation);
        if (response) registry.responses.set(response.status, response);
      }
      if (OPERATION_METHODS[annotation.type]) return;
  }
}

const listValues = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value && typeof value === 'object' && !isAnnotation(value) ? Object.values(value) : value === undefined ? [] : [value];

function entriesOf(value: unknown): Array<[string | undefined, unknown]> {
  if (Array.isArray(value)) return value.map((item) => [undefined, item]);
  if (value && typeof value === 'object' && !isAnnotation(value)) return Object.entries(value);
  return value === undefined ? [] : [[undefined, value]];
}

/**
 * `#[OA\Property]` / `@OA\Property` written on the properties of a schema class: the property's name and PHP
 * type are the defaults, as swagger-php takes them.
 */
function addPropertyAnnotations(cls: PhpClass, classes: ClassIndex, schema: JsonObject, registry: SwaggerPhpRegistry): void {
  const where = { file: cls.file, scope: cls.scope, classes, className: cls.name };
  for (const member of (cls.node.body ?? []) as PhpNode[]) {
    if (member.kind !== 'propertystatement') continue;
    for (const property of (member.properties ?? []) as PhpNode[]) {
      const attributes = readAttributes(property, cls.scope, { classes, env: classes.env, file: classes.absolutePath(cls.file), className: cls.name });
      const found = annotationsOn(property, attributes, where, docCommentOf(property) ?? docCommentOf(member));
      registry.problems.push(...found.problems);
      for (const annotation of found.annotations) {
        if (annotation.type !== 'Property') continue;
        const fields = fieldsOf(annotation);
        const name = typeof fields.property === 'string' ? fields.property : nameOf(property.name);
        if (!name) continue;
        const own = schemaOf(annotation);
        const phpType = property.type ? nameOf(property.type)?.toLowerCase() : undefined;
        const jsonType = phpType ? jsonTypeOfPhp(phpType) : undefined;
        if (!own.type && !own.$ref && jsonType) own.type = jsonType;
        if (property.nullable && own.nullable === undefined) own.nullable = true;
        const properties = (schema.properties ??= nameMap()) as Record<string, JsonObject>;
        properties[name] = own;
      }
    }
  }
}
