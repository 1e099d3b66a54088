/** The keys `php artisan route:list --json` prints for a route: `docgen routes --json` and the PHP bridge give them too. */
export interface RouteListRow {
  domain: string | null;
  /** `|`-joined, as route:list prints it: `GET|HEAD`. */
  method: string;
  uri: string;
  name: string | null;
  /** `Class@method`, or `Closure`. */
  action: string;
  /** As route:list prints them. */
  middleware: string[];
}
