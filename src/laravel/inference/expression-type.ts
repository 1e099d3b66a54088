/**
 * The JSON type an expression's value has whatever its operands hold, read from its shape: a comparison,
 * `!`, `isset()`, `empty()` and `is_*()`/`in_array()`-like functions give booleans; casts give their type;
 * `count()`, `strlen()`, `intval()` integers; concatenation, interpolation and string functions strings.
 * Used where the value itself cannot be known (`'inheriting' => is_null($fallback)`).
 */
import { nameOf, type PhpNode } from '../../php/ast.ts';

export type JsonScalarType = 'boolean' | 'integer' | 'number' | 'string';

const BOOLEAN_OPERATORS = new Set(['==', '===', '!=', '!==', '<>', '<', '>', '<=', '>=', '&&', '||', 'and', 'or', 'xor', 'instanceof']);
const BOOLEAN_FUNCTIONS = /^(is_\w+|in_array|array_key_exists|key_exists|str_contains|str_starts_with|str_ends_with|ctype_\w+|file_exists|is_dir|filter_var|method_exists|property_exists|class_exists|boolval|password_verify|hash_equals|preg_match)$/;
const INTEGER_FUNCTIONS = /^(count|sizeof|strlen|mb_strlen|intval|time|array_sum|crc32|random_int|mt_rand|rand|ord|substr_count|array_search)$/;
const NUMBER_FUNCTIONS = /^(floatval|round|floor|ceil|microtime|abs|sqrt|pow|fmod)$/;
const STRING_FUNCTIONS = /^(strval|implode|join|sprintf|trim|ltrim|rtrim|strtolower|strtoupper|mb_strtolower|mb_strtoupper|ucfirst|ucwords|lcfirst|json_encode|date|__|trans|trans_choice|str_replace|substr|mb_substr|md5|sha1|hash|base64_encode|bin2hex|uniqid|url|route|asset|number_format|str_pad|str_repeat|nl2br|htmlspecialchars|strip_tags|basename|dirname|e)$/;
const CASTS: Record<string, JsonScalarType> = { int: 'integer', integer: 'integer', bool: 'boolean', boolean: 'boolean', float: 'number', double: 'number', real: 'number', string: 'string' };

export function expressionType(node: PhpNode | undefined): JsonScalarType | undefined {
  if (!node) return undefined;
  switch (node.kind) {
    case 'boolean':
    case 'isset':
    case 'empty':
      return 'boolean';
    case 'number':
      return Number.isInteger(Number(node.value)) ? 'integer' : 'number';
    case 'string':
    case 'encapsed':
    case 'nowdoc':
      return 'string';
    case 'unary':
      return node.type === '!' ? 'boolean' : expressionType(node.what as PhpNode);
    case 'cast':
      return CASTS[String(node.type ?? node.raw ?? '').replace(/[()\s]/g, '').toLowerCase()];
    case 'parenthesis':
      return expressionType((node.inner ?? node.expr) as PhpNode);
    case 'bin':
      return binaryType(node);
    case 'retif':
      return sameType(expressionType(node.trueExpr as PhpNode), expressionType(node.falseExpr as PhpNode));
    case 'call':
      return functionType(node);
    default:
      return undefined;
  }
}

function binaryType(node: PhpNode): JsonScalarType | undefined {
  const operator = String(node.type);
  if (BOOLEAN_OPERATORS.has(operator)) return 'boolean';
  if (operator === '.') return 'string';
  // `$fallback->view ?? null`: the default says nothing when it is null.
  if (operator === '??') return expressionType(node.right as PhpNode);
  if (operator === '/') return 'number';
  if (['+', '-', '*', '%', '**'].includes(operator)) {
    const left = expressionType(node.left as PhpNode);
    const right = expressionType(node.right as PhpNode);
    return operator === '%' || (left === 'integer' && right === 'integer') ? 'integer' : left === 'number' || right === 'number' ? 'number' : undefined;
  }
  return undefined;
}

function functionType(node: PhpNode): JsonScalarType | undefined {
  const what = node.what as PhpNode;
  if (what?.kind !== 'name') return undefined;
  const name = (nameOf(what) ?? '').replace(/^\\/, '').toLowerCase();
  if (BOOLEAN_FUNCTIONS.test(name)) return 'boolean';
  if (INTEGER_FUNCTIONS.test(name)) return 'integer';
  if (NUMBER_FUNCTIONS.test(name)) return 'number';
  if (STRING_FUNCTIONS.test(name)) return 'string';
  return undefined;
}

function sameType(a: JsonScalarType | undefined, b: JsonScalarType | undefined): JsonScalarType | undefined {
  return a !== undefined && a === b ? a : undefined;
}
