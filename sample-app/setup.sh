#!/bin/sh
# Creates the SQLite database and fills it with the sample data. Safe to run again:
# it rebuilds the database from scratch each time.
#   ./setup.sh                         uses database/database.sqlite
#   DB_DATABASE="$PWD/other.sqlite" ./setup.sh    (an absolute path)
set -eu
cd "$(dirname "$0")"

database="${DB_DATABASE:-database/database.sqlite}"
mkdir -p "$(dirname "$database")" storage/logs storage/framework/views storage/framework/cache storage/app/public bootstrap/cache
[ -f "$database" ] || : > "$database"

php artisan migrate:fresh --seed --force --no-interaction
echo "Bookshop ready: php -S 127.0.0.1:8000 -t public"
