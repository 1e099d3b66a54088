/**
 * The collection and the OpenAPI spec of what the docs show, with the integration's `openapi.generators` hooks
 * applied. A build makes their texts with the parts the last build kept (output-pieces.ts), so after an edit
 * only the parts of the endpoints that changed are made again; `astro dev` makes them whole at each request.
 */
import { join } from 'node:path';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import { openApiText } from '../../src/output/openapi/openapi-text.ts';
import { openOutputPieces } from '../../src/output/output-pieces.ts';
import { collectionText } from '../../src/output/postman/collection-text.ts';
import { partsToBytes, type TextParts } from '../../src/output/text-parts.ts';
import type { OutputContext } from '../../src/output/context.ts';
import type { Site } from '../../src/site-data/site.ts';
import { getRuntime } from './runtime.ts';

/** The spec as an object (the external renderers embed it). */
export function siteOpenApiSpec(site: Site): ReturnType<typeof generateOpenApiSpec>['spec'] {
  return generateOpenApiSpec(site.groups, openApiContext(site), { generators: getRuntime().options.openapi.generators }).spec;
}

export function siteOpenApiText(site: Site, dev: boolean): string {
  const context = openApiContext(site);
  return withPieces('site-openapi.v8', context, dev, (pieces) => openApiText(site.groups, context, { generators: getRuntime().options.openapi.generators }, pieces).text);
}

export function siteCollectionText(site: Site, dev: boolean): string {
  return withPieces('site-collection.v8', site.output, dev, (pieces) => collectionText(site.groups, site.output, pieces).text);
}

/** The owner's example-request templates give the spec's code samples of the languages docgen has no generator for. */
function openApiContext(site: Site): OutputContext {
  return { ...site.output, templates: getRuntime().templates };
}

function withPieces(fileName: string, context: OutputContext, dev: boolean, make: (pieces: ReturnType<typeof openOutputPieces> | undefined) => TextParts): string {
  if (dev) return partsToBytes(make(undefined)).toString('utf8');
  const pieces = openOutputPieces(join(getRuntime().cacheDir, fileName), context);
  const text = partsToBytes(make(pieces)).toString('utf8');
  pieces.save();
  return text;
}
