/** `#[Header(name, example?)]` on the controller class, FormRequest or method; no example → a seeded random word. */
import { nameMap } from '../../../name-map.ts';
import { attributeArgument } from '../../../php/attributes.ts';
import { phpToString } from '../../../php/values.ts';
import type { Strategy } from '../../strategy.ts';
import { docAttributes } from '../shared/attribute-names.ts';
import { annotationSources } from '../shared/sources.ts';

export const GetFromHeaderAttribute: Strategy<'headers'> = {
  name: 'GetFromHeaderAttribute',
  stage: 'headers',
  run(context) {
    const headers: Record<string, string> = nameMap();
    for (const { attributes, file } of annotationSources(context).attributePlaces) {
      for (const attribute of docAttributes(attributes, 'Header')) {
        const name = attributeArgument(attribute, 'name', 0);
        if (typeof name !== 'string' || name === '') {
          context.report({
            severity: 'warning',
            code: 'attribute-unreadable',
            message: '#[Header] needs a header name that can be read statically; the attribute is skipped.',
            file,
            line: attribute.line,
          });
          continue;
        }
        const example = attributeArgument(attribute, 'example', 1);
        const text = example === undefined || example === null ? undefined : phpToString(example);
        if (example !== undefined && example !== null && text === undefined) {
          context.report({
            severity: 'warning',
            code: 'attribute-unreadable',
            message: `The example of #[Header('${name}')] could not be read statically; a generated example is used.`,
            file,
            line: attribute.line,
          });
        }
        headers[name] = text ?? String(context.examples.forType('string', `header:${name}`));
      }
    }
    return Object.keys(headers).length > 0 ? headers : undefined;
  },
};
