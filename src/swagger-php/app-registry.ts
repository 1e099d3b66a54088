/**
 * The app's swagger-php registry: the part each annotated file declares (registry.ts), merged in file order, once
 * per run (memoised on the class index).
 *
 * Every endpoint reads the registry, so every annotated file: those reads are noted through the registry
 * (derived-reads.ts), and an edit of one file that leaves the registry as it was (a docblock's summary, lines
 * added) re-extracts only the endpoints that read that file themselves. The parts can be kept between runs (a
 * store the extraction cache gives): a warm run then reads again only the annotated files that changed.
 */
import type { Diagnostic } from '../model.ts';
import type { ClassIndex } from '../php/class-index.ts';
import { derivedRead } from '../php/derived-reads.ts';
import { annotatedFiles, emptyRegistry, registryOfFile, type SwaggerPhpRegistry } from './registry.ts';
import type { OaOperation } from './to-openapi.ts';

/** The registry's name among the values read through (derived-reads.ts). */
export const SWAGGER_PHP_REGISTRY = 'swagger-php-registry';

/** What one annotated file adds to the registry, with the problems (syntax errors) of the files it was read from. */
export interface RegistryPart {
  registry: SwaggerPhpRegistry;
  fileProblems: Diagnostic[];
}

/** Where the parts are kept between runs. */
export interface RegistryPartStore {
  /** The file's part while the files it was read from are unchanged, else the one `read` gives (with those files). */
  part(file: string, read: () => { value: RegistryPart; files: Set<string> }): { value: RegistryPart; files: Iterable<string> };
}

/** By app root: strategies see the app's class index through a proxy that notes what they read. */
const stores = new Map<string, RegistryPartStore>();

/** Keeps the parts of the app's registry in `store`, from now on. */
export function keepRegistryPartsIn(classes: ClassIndex, store: RegistryPartStore): void {
  stores.set(classes.absolutePath(''), store);
}

interface AppRegistry {
  registry: SwaggerPhpRegistry;
  /** The files the parts were read from, and their problems. */
  files: Set<string>;
  fileProblems: Diagnostic[];
}

export function swaggerPhpRegistry(classes: ClassIndex): SwaggerPhpRegistry {
  return appRegistry(classes).registry;
}

function appRegistry(classes: ClassIndex): AppRegistry {
  return classes.memo(SWAGGER_PHP_REGISTRY, () => {
    const made = mergedParts(classes);
    for (const file of made.files) classes.noteRead(derivedRead(SWAGGER_PHP_REGISTRY, file));
    return made;
  });
}

function mergedParts(classes: ClassIndex): AppRegistry {
  const made: AppRegistry = { registry: emptyRegistry(), files: new Set(), fileProblems: [] };
  const store = stores.get(classes.absolutePath(''));
  for (const file of annotatedFiles(classes)) {
    const read = () => {
      // Apart: the registry's users note its files through it.
      const { value: registry, files } = classes.readsApart(() => registryOfFile(file, classes));
      return { value: { registry, fileProblems: classes.diagnosticsOf(files) }, files };
    };
    const part = store ? store.part(classes.relativePath(file), read) : read();
    mergeInto(made.registry, part.value.registry);
    for (const input of part.files) made.files.add(input);
    made.fileProblems.push(...part.value.fileProblems);
    // A part kept from an earlier run was not parsed in this one: its files' syntax errors are still theirs.
    classes.noteProblems(part.value.fileProblems);
  }
  return made;
}

/** Adds a file's part, as reading the file after the others would have. */
function mergeInto(registry: SwaggerPhpRegistry, part: SwaggerPhpRegistry): void {
  for (const [name, schema] of part.schemas) registry.schemas.set(name, schema);
  for (const [name, schema] of part.classSchemas) registry.classSchemas.set(name, schema);
  for (const [status, response] of part.responses) registry.responses.set(status, response);
  for (const [name, parameter] of part.parameters) registry.parameters.set(name, parameter);
  for (const [name, body] of part.requestBodies) registry.requestBodies.set(name, body);
  for (const [name, description] of part.tags) registry.tags.set(name, description);
  for (const [method, operations] of part.methodOperations) registry.methodOperations.set(method, operations);
  if (part.security !== undefined) registry.security = part.security;
  registry.operations.push(...part.operations);
  registry.problems.push(...part.problems);
}

/**
 * What the registry's users take from it, for its digest: its content but for the lines its operations are
 * written at (an endpoint whose operation is written in another file reads that file itself, and its line with it),
 * and the problems of the files it was read from, which each user reports.
 */
export function registryContent(classes: ClassIndex): unknown {
  const { registry, fileProblems } = appRegistry(classes);
  const withoutLine = (operation: OaOperation) => ({ ...operation, line: 0 });
  return {
    ...registry,
    methodOperations: [...registry.methodOperations].map(([method, operations]) => [method, operations.map(withoutLine)]),
    operations: registry.operations.map(withoutLine),
    fileProblems,
  };
}
