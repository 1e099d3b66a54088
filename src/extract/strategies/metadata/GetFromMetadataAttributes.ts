/**
 * Endpoint metadata from attributes, read from the controller class, then the FormRequest, then the
 * method (later ones win): `#[Group(name, description?, authenticated?)]`,
 * `#[Subgroup(name, description?)]`, `#[Endpoint(title, description?, authenticated?)]`,
 * `#[Authenticated]`, `#[Unauthenticated]`, `#[Deprecated]`.
 */
import { attributeArgument, type PhpAttribute } from '../../../php/attributes.ts';
import type { EndpointMetadata } from '../../../model.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
import { isDocAttribute } from '../shared/attribute-names.ts';
import { annotationSources } from '../shared/sources.ts';

const NAMES = ['Group', 'Subgroup', 'Endpoint', 'Authenticated', 'Unauthenticated', 'Deprecated'];

export const GetFromMetadataAttributes: Strategy<'metadata'> = {
  name: 'GetFromMetadataAttributes',
  stage: 'metadata',
  run(context) {
    const metadata: Partial<EndpointMetadata> = {};
    let found = false;
    for (const { attributes, file } of annotationSources(context).attributePlaces) {
      for (const attribute of attributes) {
        const name = NAMES.find((n) => isDocAttribute(attribute, n));
        if (!name) continue;
        found = true;
        apply(name, attribute, metadata, context, file);
      }
    }
    return found ? metadata : undefined;
  },
};

function apply(name: string, attribute: PhpAttribute, metadata: Partial<EndpointMetadata>, context: StrategyContext, file: string | undefined): void {
  const text = (key: string, position: number): string | undefined => {
    const value = attributeArgument(attribute, key, position);
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    context.report({
      severity: 'warning',
      code: 'attribute-unreadable',
      message: `The \`${key}\` of #[${attribute.shortName}] could not be read statically; it is ignored.`,
      file,
      line: attribute.line,
    });
    return undefined;
  };
  const flag = (key: string, position: number): boolean | undefined => {
    const value = attributeArgument(attribute, key, position);
    return typeof value === 'boolean' ? value : undefined;
  };
  const set = <K extends keyof EndpointMetadata>(key: K, value: EndpointMetadata[K] | undefined) => {
    if (value !== undefined && value !== '') metadata[key] = value;
  };
  switch (name) {
    case 'Group':
      set('groupName', text('name', 0));
      set('groupDescription', text('description', 1));
      set('authenticated', flag('authenticated', 2));
      break;
    case 'Subgroup':
      set('subgroup', text('name', 0));
      set('subgroupDescription', text('description', 1));
      break;
    case 'Endpoint':
      set('title', text('title', 0));
      set('description', text('description', 1));
      set('authenticated', flag('authenticated', 2));
      break;
    case 'Authenticated':
      metadata.authenticated = true;
      break;
    case 'Unauthenticated':
      metadata.authenticated = false;
      break;
    case 'Deprecated':
      metadata.deprecated = true;
      break;
  }
}
