/** What is known about the request the rules are read for: facts of the endpoint being documented. */
export interface ReadingOptions {
  /** The endpoint's HTTP method (upper case), for branches on the request's method. */
  httpMethod?: string;
  /** The endpoint's route parameters, for branches on `$this->route('x')`. */
  routeParameters?: string[];
  /** The class `$this` is (a subclass inheriting the method that is read); the method's own class by default. */
  thisClass?: string;
}
