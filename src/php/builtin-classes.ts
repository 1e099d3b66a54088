/**
 * Names no class can have: PHP's types and the words it reserves for them (`string $name`, `?array`, `static`).
 */
const RESERVED_TYPE_NAMES = ['array', 'bool', 'callable', 'false', 'float', 'int', 'iterable', 'mixed', 'never', 'null', 'object', 'parent', 'self', 'static', 'string', 'true', 'void'];

/**
 * The classes, interfaces and traits PHP itself declares in the global namespace (its core, SPL, date, JSON,
 * PCRE, Reflection, standard and PDO extensions). No app can declare a class of the same name, so a lookup of
 * one (`catch (Exception $e)`, `\DateTime $at`) is answered without searching the app's files. Lower-case.
 */
export const BUILTIN_CLASSES: ReadonlySet<string> = new Set(
  [
    'AllowDynamicProperties', 'AppendIterator', 'ArgumentCountError', 'ArithmeticError', 'ArrayAccess', 'ArrayIterator', 'ArrayObject',
    'AssertionError', 'Attribute', 'BackedEnum', 'BadFunctionCallException', 'BadMethodCallException', 'CachingIterator',
    'CallbackFilterIterator', 'ClosedGeneratorException', 'Closure', 'CompileError', 'Countable', 'DateInterval', 'DatePeriod', 'DateTime',
    'DateTimeImmutable', 'DateTimeInterface', 'DateTimeZone', 'Directory', 'DirectoryIterator', 'DivisionByZeroError', 'DomainException',
    'EmptyIterator', 'Error', 'ErrorException', 'Exception', 'Fiber', 'FiberError', 'FilesystemIterator', 'FilterIterator', 'Generator',
    'GlobIterator', 'InfiniteIterator', 'InternalIterator', 'InvalidArgumentException', 'Iterator', 'IteratorAggregate', 'IteratorIterator',
    'JsonException', 'JsonSerializable', 'LengthException', 'LimitIterator', 'LogicException', 'MultipleIterator', 'NoRewindIterator',
    'OutOfBoundsException', 'OutOfRangeException', 'OuterIterator', 'OverflowException', 'PDO', 'PDOException', 'PDORow', 'PDOStatement',
    'ParentIterator', 'ParseError', 'RangeException', 'RecursiveArrayIterator', 'RecursiveCachingIterator', 'RecursiveCallbackFilterIterator',
    'RecursiveDirectoryIterator', 'RecursiveFilterIterator', 'RecursiveIterator', 'RecursiveIteratorIterator', 'RecursiveRegexIterator',
    'RecursiveTreeIterator', 'Reflection', 'ReflectionAttribute', 'ReflectionClass', 'ReflectionClassConstant', 'ReflectionEnum',
    'ReflectionEnumBackedCase', 'ReflectionEnumUnitCase', 'ReflectionException', 'ReflectionExtension', 'ReflectionFiber',
    'ReflectionFunction', 'ReflectionFunctionAbstract', 'ReflectionGenerator', 'ReflectionIntersectionType', 'ReflectionMethod',
    'ReflectionNamedType', 'ReflectionObject', 'ReflectionParameter', 'ReflectionProperty', 'ReflectionReference', 'ReflectionType',
    'ReflectionUnionType', 'ReflectionZendExtension', 'Reflector', 'RegexIterator', 'ReturnTypeWillChange', 'RuntimeException',
    'SeekableIterator', 'SensitiveParameter', 'SensitiveParameterValue', 'Serializable', 'SplDoublyLinkedList', 'SplFileInfo', 'SplFileObject',
    'SplFixedArray', 'SplHeap', 'SplMaxHeap', 'SplMinHeap', 'SplObjectStorage', 'SplObserver', 'SplPriorityQueue', 'SplQueue', 'SplStack',
    'SplSubject', 'SplTempFileObject', 'Stringable', 'Throwable', 'Traversable', 'TypeError', 'UnderflowException', 'UnexpectedValueException',
    'UnhandledMatchError', 'UnitEnum', 'ValueError', 'WeakMap', 'WeakReference', '__PHP_Incomplete_Class', 'php_user_filter', 'stdClass',
  ].map((name) => name.toLowerCase()),
);

/** Whether a global (lower-case) name is one of PHP's classes or types: no file of an app declares it. */
export function isPhpOwnName(key: string): boolean {
  return BUILTIN_CLASSES.has(key) || RESERVED_TYPE_NAMES.includes(key);
}
