/**
 * Size rules (`size`, `min`, `max`, `between`): the sentence speaks of characters, items, kilobytes or the value
 * depending on the type, so they wait for the second pass. A format's example (email, uuid …) is kept.
 */
import type { ExampleGenerator, ExampleHints } from '../../../examples/generator.ts';
import { ruleLine, sizeBaseFor } from '../descriptions.ts';
import { appendSentence, type ParamDraft } from '../draft.ts';
import { exampleKey, type RuleHandler } from './handler.ts';

export const size: RuleHandler = (draft, { args }, { examples }) => {
  countItemsOfArray(draft);
  const arg = args[0] ?? '';
  appendSentence(draft, ruleLine('size', { ':size': arg }, sizeBaseFor(draft.type)));
  const size = Number(arg);
  const key = exampleKey(draft);
  if (!draft.formatted) draft.setter = () => exampleOfSize(draft, examples, key, { size });
};

export const min: RuleHandler = (draft, { args }, { examples }) => {
  countItemsOfArray(draft);
  const arg = args[0] ?? '';
  appendSentence(draft, ruleLine('min', { ':min': arg }, sizeBaseFor(draft.type)));
  if (!draft.formatted) draft.setter = sizedSetter(draft, examples, Number(arg), 90, 'min');
};

export const max: RuleHandler = (draft, { args }, { examples }) => {
  countItemsOfArray(draft);
  const arg = args[0] ?? '';
  appendSentence(draft, ruleLine('max', { ':max': arg }, sizeBaseFor(draft.type)));
  if (!draft.formatted) draft.setter = sizedSetter(draft, examples, 1, Math.min(Number(arg), 25), 'max');
};

export const between: RuleHandler = (draft, { args }, { examples }) => {
  countItemsOfArray(draft);
  const min = args[0] ?? '0';
  const max = args[1] ?? min;
  appendSentence(draft, ruleLine('between', { ':min': min, ':max': max }, sizeBaseFor(draft.type)));
  // The smallest sizes: generating up to the maximum can be needlessly large.
  if (!draft.formatted) draft.setter = sizedSetter(draft, examples, Number(min), Number(min) + 1, 'between');
};

/** A size rule on an `array` counts its items: the array is a list, not an object. */
function countItemsOfArray(draft: ParamDraft): void {
  if (draft.type === 'array') draft.countsItems = true;
}

/** Scribe's "between" generator: a size drawn in [min, max], then a value of the type with that size. */
function sizedSetter(draft: ParamDraft, g: ExampleGenerator, min: number, max: number, kind: string): () => unknown {
  const key = exampleKey(draft);
  return () => {
    const low = Number.isFinite(min) ? min : 0;
    const high = Number.isFinite(max) ? Math.max(max, low) : low + 1;
    const size = g.faker(key, `${kind}-size`).number.int({ min: Math.ceil(low), max: Math.floor(high) });
    return exampleOfSize(draft, g, key, { size, min: low, max: high });
  };
}

function exampleOfSize(draft: ParamDraft, g: ExampleGenerator, key: string, hints: ExampleHints): unknown {
  const type = draft.type ?? 'string';
  if (type === 'array') {
    const count = Math.max(1, Math.min(Math.trunc(hints.size ?? 1), 20));
    return Array.from({ length: count }, (_, i) => g.forType('string', `${key}[${i}]`));
  }
  return g.forType(type, key, { ...hints, enumValues: draft.enumValues });
}
