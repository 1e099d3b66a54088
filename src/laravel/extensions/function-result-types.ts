/**
 * The type PHP's functions and Laravel's string helpers give whatever their arguments hold, for the inference,
 * which reads the type of values it cannot know: `is_null($x)` a bool, `count($x)` an int, `round($x)` a float,
 * `sprintf(…)` and `__('…')` strings. The name alone decides; the arguments are not read.
 */
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import { TypedValue } from '../../php/typed-value.ts';

const BOOL_FUNCTIONS = /^(is_\w+|in_array|array_key_exists|key_exists|str_contains|str_starts_with|str_ends_with|ctype_\w+|file_exists|is_dir|filter_var|method_exists|property_exists|class_exists|boolval|password_verify|hash_equals|preg_match)$/;
const INT_FUNCTIONS = /^(count|sizeof|strlen|mb_strlen|intval|time|array_sum|crc32|random_int|mt_rand|rand|ord|substr_count|array_search)$/;
const FLOAT_FUNCTIONS = /^(floatval|round|floor|ceil|microtime|abs|sqrt|pow|fmod)$/;
const STRING_FUNCTIONS = /^(strval|implode|join|sprintf|trim|ltrim|rtrim|strtolower|strtoupper|mb_strtolower|mb_strtoupper|ucfirst|ucwords|lcfirst|json_encode|date|__|trans|trans_choice|str_replace|substr|mb_substr|md5|sha1|hash|base64_encode|bin2hex|uniqid|url|route|asset|number_format|str_pad|str_repeat|nl2br|htmlspecialchars|strip_tags|basename|dirname|e)$/;

/** The scalar type a function's result has by its name (`int`, `float`, `string`, `bool`), if it is one of these. */
function resultType(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (BOOL_FUNCTIONS.test(lower)) return 'bool';
  if (INT_FUNCTIONS.test(lower)) return 'int';
  if (FLOAT_FUNCTIONS.test(lower)) return 'float';
  if (STRING_FUNCTIONS.test(lower)) return 'string';
  return undefined;
}

/** Answers a call of one of these functions with a value known by its result type. */
export const functionResultTypes: EngineExtension = {
  callFunction(name) {
    const type = resultType(name);
    return type ? new TypedValue(type) : NOT_HANDLED;
  },
};
