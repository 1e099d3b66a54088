/**
 * The parts of the collection and the spec kept between runs (kept-pieces.ts), for one output context: the
 * parts are named by their endpoints' content, and everything else they are made from (the config, the app's
 * name and URL, the owner's templates) is the fingerprint of the file, so a change to any of it starts afresh.
 */
import { KeptPieces } from '../extract/kept-pieces.ts';
import type { OutputContext } from './context.ts';

export function openOutputPieces(file: string, context: OutputContext): KeptPieces {
  return KeptPieces.open(file, outputsFingerprint(context));
}

/** Everything the outputs are made from besides the groups. */
export function outputsFingerprint(context: OutputContext): string {
  return JSON.stringify([context.config, context.appName, context.appUrl, context.templates?.sources(context.config.example_languages) ?? null]);
}
