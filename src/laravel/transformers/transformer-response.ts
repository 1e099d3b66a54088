/**
 * The example response of a league/fractal transformer, built the way Scribe's TransformerResponseTools does:
 * one example model (two for collections, the first page of them with a paginator adapter), the transformer
 * with its default includes, and the configured serializer — without PHP.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import { NameScope } from '../../php/names.ts';
import type { ExampleWorld } from '../models/example-world.ts';
import { encodeJson } from '../models/json-encode.ts';
import { PhpCollection } from '../models/php-collection.ts';
import { endpointUrl } from '../resources/resource-response.ts';
import { FractalResource, TransformerInstance, transformersHost } from './fractal-objects.ts';
import { FractalScope, serializerKind } from './fractal-scope.ts';

export interface TransformerSpec {
  transformerClass: string;
  collection: boolean;
  /** The model; undefined when neither the annotation nor `transform()`'s first parameter names one. */
  modelClass?: string;
  states: string[];
  with: string[];
  resourceKey: string | null;
  /** `@transformerPaginator` / `paginate: [adapter, perPage]`. */
  paginator?: { adapter: string; perPage: number | null };
  /** `transformers.serializer`. */
  serializer: string | null;
  uri: string;
  where: { file: string; line: number };
}

/** The model a transformer works on: the declared type of `transform()`'s first parameter. */
export function transformerModel(transformerClass: string, classes: ClassIndex): string | undefined {
  const method = classes.findMethod(transformerClass, 'transform');
  const type = method?.params[0]?.type?.replace(/^\?/, '');
  if (!type || /^(array|mixed|object|int|string|float|bool|iterable)$/i.test(type)) return undefined;
  return type;
}

export function renderTransformer(world: ExampleWorld, spec: TransformerSpec): string {
  world.interpreter.addHost('transformers', () => transformersHost(world.classes));
  const site = world.interpreter.topSite(spec.where.file, spec.where.line, new NameScope());
  const serializer = serializerKind(spec.serializer, world.classes);
  if (!serializer.known) {
    world.report({
      severity: 'warning',
      code: 'serializer-unknown',
      message: `The serializer ${spec.serializer} is not one of Fractal's; responses are shaped like its ${serializer.kind === 'data-array' ? 'DataArraySerializer' : 'parent serializer'}.`,
      file: spec.where.file,
      line: spec.where.line,
    });
  }
  const instantiate = () => (spec.modelClass ? world.exampleModel(spec.modelClass, { states: spec.states, with: spec.with }, spec.where) : null);
  const transformer = new TransformerInstance(spec.transformerClass, world.classes);
  const scope = new FractalScope(serializer.kind, site);

  let body: unknown;
  if (spec.collection) {
    const models = [instantiate(), instantiate()];
    if (spec.paginator) {
      const perPage = spec.paginator.perPage ?? 15;
      const page = models.slice(0, perPage);
      const url = endpointUrl(world.appUrl, spec.uri);
      const resource = new FractalResource('collection', PhpCollection.of(page), transformer, spec.resourceKey);
      body = scope.toArray(resource, {
        total: models.length,
        count: page.length,
        perPage,
        url: (n) => `${url}?page=${n}`,
      });
    } else {
      // Scribe passes no resource key to an unpaginated collection.
      body = scope.toArray(new FractalResource('collection', PhpCollection.of(models), transformer, null));
    }
  } else {
    body = scope.toArray(new FractalResource('item', instantiate(), transformer, spec.resourceKey));
  }
  return encodeJson(body, site);
}
