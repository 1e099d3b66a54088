<?php

namespace Docgen\Config;

/** Where the auth value goes, for `'in' => AuthIn::BEARER->value` in `config/docgen.php`. */
enum AuthIn: string
{
    case QUERY = 'query';
    case BODY = 'body';
    case QUERY_OR_BODY = 'query_or_body';
    case BASIC = 'basic';
    case BEARER = 'bearer';
    case HEADER = 'header';
}
