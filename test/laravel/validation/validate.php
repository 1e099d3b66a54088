<?php
// Runs Laravel's own validator on cases read as JSON from stdin: [{"rules": {...}, "data": {...}}, ...].
// Prints one JSON list: for each case, the validator's error messages (empty when the data passes).
set_include_path(get_include_path() . PATH_SEPARATOR . '/usr/share/php');
require 'Illuminate/autoload.php';

use Illuminate\Translation\ArrayLoader;
use Illuminate\Translation\Translator;
use Illuminate\Validation\Factory;

$factory = new Factory(new Translator(new ArrayLoader(), 'en'));
$cases = json_decode(stream_get_contents(STDIN), true);
$results = [];
foreach ($cases as $case) {
    $validator = $factory->make($case['data'], $case['rules']);
    $results[] = $validator->fails() ? $validator->errors()->all() : [];
}
echo json_encode($results);
