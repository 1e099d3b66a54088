/**
 * The example-request values now come from the shared implementation in src/output/params; this module
 * keeps the old import path working for the response-call bridge (src/bridge/call-request.ts).
 */
export { cleanParameters, type CleanParameters, type FileField } from '../output/params/clean-parameters.ts';
